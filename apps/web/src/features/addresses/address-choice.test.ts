import type { Address } from '@alongside/contract';
import { describe, expect, it } from 'vitest';
import { addressChoice } from './address-choice';

const HOME = {
  id: 'a1',
  address: '1 Church Street',
  suburb: 'Parramatta',
  state: 'NSW',
  is_primary: false,
} as Address;

describe('an address as a choice', () => {
  it.each([
    [null, '1 Church Street, Parramatta NSW'],
    ['Home', 'Home: 1 Church Street, Parramatta NSW'],
    ['Mum’s place', 'Mum’s place: 1 Church Street, Parramatta NSW'],
  ])('with the label %s reads %s', (label, text) => {
    expect(addressChoice({ ...HOME, label })).toEqual({ id: 'a1', label: text, main: false });
  });

  it('says whether it is the main address', () => {
    expect(addressChoice({ ...HOME, label: null, is_primary: true }).main).toBe(true);
  });
});

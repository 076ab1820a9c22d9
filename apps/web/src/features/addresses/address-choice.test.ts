import type { Address } from '@alongside/contract';
import { describe, expect, it } from 'vitest';
import { addressChoice } from './address-choice';

const HOME = {
  id: 'a1',
  address: '1 Church Street',
  suburb: 'Parramatta',
  state: 'NSW',
} as Address;

describe('an address as a choice', () => {
  it.each([
    [null, '1 Church Street, Parramatta NSW'],
    ['Home', 'Home: 1 Church Street, Parramatta NSW'],
    ['Mum’s place', 'Mum’s place: 1 Church Street, Parramatta NSW'],
  ])('with the label %s reads %s', (label, text) => {
    expect(addressChoice({ ...HOME, label })).toEqual({ id: 'a1', label: text });
  });
});

import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it.each([
    [{ first_name: 'Wes', last_initial: 'T' }, 'Wes T.'],
    [{ first_name: 'Clara', last_initial: '' }, 'Clara'],
    [{ first_name: 'Priya', last_initial: null }, 'Priya'],
  ])('%j reads "%s"', (person, name) => {
    expect(personName(person)).toBe(name);
  });
});

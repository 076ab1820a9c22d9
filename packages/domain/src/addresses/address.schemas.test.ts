import { describe, expect, it } from 'vitest';
import {
  AddressLabelSchema,
  AddressLine2Schema,
  AddressLineSchema,
  addressToPromote,
  PostcodeSchema,
  SuburbSchema,
} from './address.schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('postcode', () => {
  it.each([
    ['accepts four digits', '3000', '3000'],
    ['keeps the leading 0 of an NT postcode', '0800', '0800'],
    ['trims spaces around it', ' 2150 ', '2150'],
  ])('%s', (_rule, input, stored) => {
    expect(PostcodeSchema.parse(input)).toBe(stored);
  });

  it.each([
    ['refuses three digits', '300'],
    ['refuses five digits', '30000'],
    ['refuses letters', '30a0'],
    ['refuses a number instead of text', 3000],
    ['refuses a NUL byte', '30\u000000'],
    ['refuses an empty postcode', ''],
  ])('%s', (_rule, input) => {
    expect(PostcodeSchema.safeParse(input).success).toBe(false);
  });

  it('says what is wrong in plain words', () => {
    expect(firstMessage(PostcodeSchema.safeParse('12'))).toBe('Enter a postcode of 4 numbers, like 3000.');
    expect(firstMessage(PostcodeSchema.safeParse(' '))).toBe('Enter the postcode.');
  });
});

describe('street line and suburb', () => {
  it.each([
    ['accepts a street line', AddressLineSchema, '12 Wattle Street', true],
    ['refuses an empty street line', AddressLineSchema, '   ', false],
    ['refuses a street line of 121 characters', AddressLineSchema, 'x'.repeat(121), false],
    ['refuses a NUL byte in the street line', AddressLineSchema, '12 Wattle\u0000 St', false],
    ['refuses a line break in the street line', AddressLineSchema, '12 Wattle\nStreet', false],
    ['accepts a suburb with an apostrophe', SuburbSchema, "O'Connor", true],
    ['refuses a suburb of 61 characters', SuburbSchema, 'x'.repeat(61), false],
  ])('%s', (_rule, schema, input, ok) => {
    expect(schema.safeParse(input).success).toBe(ok);
  });

  it('says what is missing', () => {
    expect(firstMessage(AddressLineSchema.safeParse(''))).toBe('Enter the street address.');
    expect(firstMessage(SuburbSchema.safeParse(''))).toBe('Enter the suburb or town.');
  });
});

describe('optional lines (second line, label)', () => {
  it.each([
    ['a blank means none', '', null],
    ['only spaces means none', '   ', null],
    ['null means none', null, null],
    ['a value is trimmed', '  Level 2  ', 'Level 2'],
  ])('%s', (_rule, input, stored) => {
    expect(AddressLine2Schema.parse(input)).toBe(stored);
    expect(AddressLabelSchema.parse(input)).toBe(stored);
  });

  it('refuses a label of 41 characters', () => {
    expect(firstMessage(AddressLabelSchema.safeParse('x'.repeat(41)))).toBe(
      'A name for this address must be 40 characters or fewer.',
    );
  });
});

describe('which address becomes primary after the primary one is removed', () => {
  const at = (iso: string) => new Date(iso);
  it.each([
    ['none when none is left', [], null],
    ['the only one left', [{ id: 'a', created_at: at('2026-01-01') }], 'a'],
    [
      'the most recently added',
      [
        { id: 'old', created_at: at('2025-03-01') },
        { id: 'new', created_at: at('2026-02-01') },
        { id: 'mid', created_at: at('2025-09-01') },
      ],
      'new',
    ],
  ])('%s', (_rule, remaining, expected) => {
    expect(addressToPromote(remaining)?.id ?? null).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { ProposedRateSchema } from '../jobs/application.schemas';
import { HourlyRateCentsSchema, TravelRateCentsSchema } from '../profiles/profile.schemas';
import {
  centsToDollarsText,
  dollarsTextSchema,
  dollarsToCents,
  DOLLARS_TEXT_MESSAGE,
  optionalDollarsTextSchema,
} from './dollars';

describe('dollarsToCents', () => {
  it.each([
    { text: '45.50', cents: 4550 },
    { text: '45.5', cents: 4550 },
    { text: '45', cents: 4500 },
    { text: '45.', cents: 4500 },
    { text: '$45.50', cents: 4550 },
    { text: '$ 45.50', cents: 4550 },
    { text: '  70.23  ', cents: 7023 },
    { text: '0.29', cents: 29 },
    { text: '0.57', cents: 57 },
    { text: '1.15', cents: 115 },
    { text: '4.35', cents: 435 },
    { text: '0.07', cents: 7 },
    { text: '0', cents: 0 },
    { text: '0.00', cents: 0 },
    { text: '007.10', cents: 710 },
    { text: '1,250.00', cents: 125_000 },
    { text: '600', cents: 60_000 },
    { text: '999999999.99', cents: 99_999_999_999 },
  ])('reads "$text" as $cents cents, exactly', ({ text, cents }) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each([
    '',
    '   ',
    'abc',
    '45.505',
    '-5',
    '.5',
    '4 5',
    '45,50',
    '1,25.00',
    '$',
    '1e3',
    '1000000000',
    '12..5',
  ])('refuses "%s", which is not an amount in dollars', (text) => {
    expect(dollarsToCents(text)).toBeNull();
  });
});

describe('centsToDollarsText', () => {
  it.each([
    { cents: 4550, text: '45.50' },
    { cents: 7, text: '0.07' },
    { cents: 0, text: '0.00' },
    { cents: 125_000, text: '1250.00' },
    { cents: null, text: '' },
    { cents: undefined, text: '' },
    { cents: 12.5, text: '' },
    { cents: -100, text: '' },
  ])('shows $cents cents as "$text"', ({ cents, text }) => {
    expect(centsToDollarsText(cents)).toBe(text);
  });

  it.each([0, 1, 29, 4550, 7023, 50_000, 123_456_789])('reads back what it shows (%s cents)', (cents) => {
    expect(dollarsToCents(centsToDollarsText(cents))).toBe(cents);
  });
});

describe('dollarsTextSchema', () => {
  it('gives cents for an amount and the message for anything else', () => {
    expect(dollarsTextSchema().parse('45.50')).toBe(4550);
    const failed = dollarsTextSchema().safeParse('lots');
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]?.message).toBe(DOLLARS_TEXT_MESSAGE);
  });
});

/** The first message of a failed parse, or the parsed value. */
function outcome(
  result: { success: true; data: unknown } | { success: false; error: { issues: { message: string }[] } },
) {
  return result.success ? { value: result.data } : { message: result.error.issues[0]?.message };
}

const HOURLY_MIN = 'Enter an hourly rate of $1.00 or more.';
const HOURLY_MAX = 'Enter an hourly rate of $500.00 or less.';
const TRAVEL_MAX = 'Enter a travel rate of $5.00 per km or less.';

describe('optionalDollarsTextSchema: every optional money field answers in plain words', () => {
  it.each([
    { text: '', expected: { value: null } },
    { text: '   ', expected: { value: null } },
    { text: 'abc', expected: { message: DOLLARS_TEXT_MESSAGE } },
    { text: '-5', expected: { message: DOLLARS_TEXT_MESSAGE } },
    { text: '0', expected: { message: HOURLY_MIN } },
    { text: '42.5', expected: { value: 4250 } },
    { text: ' $42.50 ', expected: { value: 4250 } },
    { text: '42.505', expected: { message: DOLLARS_TEXT_MESSAGE } },
    { text: '501', expected: { message: HOURLY_MAX } },
    { text: '999999999', expected: { message: HOURLY_MAX } },
    { text: '1000000000', expected: { message: DOLLARS_TEXT_MESSAGE } },
    { text: '1e9', expected: { message: DOLLARS_TEXT_MESSAGE } },
  ])('an hourly rate typed as "$text" gives $expected', ({ text, expected }) => {
    expect(outcome(optionalDollarsTextSchema(HourlyRateCentsSchema).safeParse(text))).toEqual(expected);
    // A worker's own rate on an application is an hourly rate too.
    expect(outcome(optionalDollarsTextSchema(ProposedRateSchema).safeParse(text))).toEqual(expected);
  });

  it.each([
    { text: '', expected: { value: null } },
    { text: 'abc', expected: { message: DOLLARS_TEXT_MESSAGE } },
    { text: '-5', expected: { message: DOLLARS_TEXT_MESSAGE } },
    { text: '0', expected: { value: 0 } },
    { text: '0.99', expected: { value: 99 } },
    { text: '42.5', expected: { message: TRAVEL_MAX } },
    { text: '42.505', expected: { message: DOLLARS_TEXT_MESSAGE } },
    { text: '1000000000', expected: { message: DOLLARS_TEXT_MESSAGE } },
  ])('a travel rate typed as "$text" gives $expected', ({ text, expected }) => {
    expect(outcome(optionalDollarsTextSchema(TravelRateCentsSchema).safeParse(text))).toEqual(expected);
  });

  it('never answers with the developer\'s "Invalid input" for anything typed', () => {
    for (const text of ['abc', '-5', '42.505', '£5', '5 dollars', '.', '1e9', '\u0000']) {
      const result = optionalDollarsTextSchema(HourlyRateCentsSchema).safeParse(text);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([DOLLARS_TEXT_MESSAGE]);
    }
  });
});

describe("dollarsTextSchema piped into a rate: a required money field (the profile's rates)", () => {
  it.each([
    { text: '', expected: { message: DOLLARS_TEXT_MESSAGE } },
    { text: 'abc', expected: { message: DOLLARS_TEXT_MESSAGE } },
    { text: '-5', expected: { message: DOLLARS_TEXT_MESSAGE } },
    { text: '0', expected: { message: HOURLY_MIN } },
    { text: '42.5', expected: { value: 4250 } },
    { text: '42.505', expected: { message: DOLLARS_TEXT_MESSAGE } },
    { text: '999999999', expected: { message: HOURLY_MAX } },
    { text: '1000000000', expected: { message: DOLLARS_TEXT_MESSAGE } },
  ])('an hourly rate typed as "$text" gives $expected', ({ text, expected }) => {
    expect(outcome(dollarsTextSchema().pipe(HourlyRateCentsSchema).safeParse(text))).toEqual(expected);
  });
});

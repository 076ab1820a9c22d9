import { describe, expect, it } from 'vitest';
import { centsToDollarsText, dollarsTextSchema, dollarsToCents, DOLLARS_TEXT_MESSAGE } from './dollars';

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

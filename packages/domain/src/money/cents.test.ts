import { describe, expect, it } from 'vitest';
import { formatCents } from './cents';
import { CentsSchema, PriceCentsSchema } from './cents.schemas';

describe('formatCents', () => {
  it.each([
    { cents: 1250, locale: 'en-AU', shown: '$12.50' },
    { cents: 1250, locale: 'en-US', shown: 'A$12.50' },
    { cents: 0, locale: 'en-AU', shown: '$0.00' },
    { cents: -0, locale: 'en-AU', shown: '$0.00' },
    { cents: 5, locale: 'en-AU', shown: '$0.05' },
    { cents: 100, locale: 'en-AU', shown: '$1.00' },
    { cents: -1250, locale: 'en-AU', shown: '-$12.50' },
    { cents: -1250, locale: 'en-US', shown: '-A$12.50' },
    { cents: 123_456_789_012, locale: 'en-AU', shown: '$1,234,567,890.12' },
    { cents: 123_450, locale: 'de-DE', shown: '1.234,50\u00a0AU$' },
  ])(
    'shows $cents cents as $shown in $locale: divided by 100, two decimals, AUD',
    ({ cents, locale, shown }) => {
      expect(formatCents(cents, locale)).toBe(shown);
    },
  );

  it('uses the default locale when none is given', () => {
    expect(formatCents(1250)).toBe(
      new Intl.NumberFormat(undefined, { style: 'currency', currency: 'AUD' }).format(12.5),
    );
  });

  it('keeps each locale its own format however many locales come and go', () => {
    const locales = ['en-AU', 'en-US', 'de-DE', 'fr-FR', 'ja-JP', 'en-GB', 'en-NZ', 'es-ES', 'it-IT'];
    for (let round = 0; round < 3; round++) {
      for (const locale of [...locales, ...locales.map((tag) => `${tag}-u-nu-latn`)]) {
        expect(formatCents(1250, locale)).toBe(
          new Intl.NumberFormat(locale, { style: 'currency', currency: 'AUD' }).format(12.5),
        );
      }
    }
    expect(formatCents(1250, 'en-AU')).toBe('$12.50');
  });

  it('writes every amount right however many amounts come and go, written anew or kept', () => {
    const format = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD' });
    for (let round = 0; round < 2; round++) {
      for (let cents = 0; cents < 10_000; cents += 1) {
        if (cents % 97 === 0) expect(formatCents(cents, 'en-AU')).toBe(format.format(cents / 100));
        else formatCents(cents, 'en-AU');
      }
    }
    expect(formatCents(-0, 'en-AU')).toBe('$0.00');
    expect(formatCents(0, 'en-AU')).toBe('$0.00');
  });

  it('still refuses a locale that is not one, every time', () => {
    expect(() => formatCents(1250, 'not a locale!')).toThrow(RangeError);
    expect(() => formatCents(1250, 'not a locale!')).toThrow(RangeError);
  });

  it.each([
    12.5,
    0.1,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.MAX_SAFE_INTEGER + 1,
  ])('throws a RangeError for %s, which is not a whole number of cents', (cents) => {
    expect(() => formatCents(cents, 'en-AU')).toThrow(RangeError);
  });
});

describe('CentsSchema', () => {
  it.each([
    { value: 1250, accepted: true },
    { value: -1250, accepted: true },
    { value: 0, accepted: true },
    { value: 12.5, accepted: false },
    { value: Number.NaN, accepted: false },
    { value: Number.POSITIVE_INFINITY, accepted: false },
    { value: Number.MAX_SAFE_INTEGER + 1, accepted: false },
    { value: '1250', accepted: false },
  ])('accepts $value: $accepted (whole cents only)', ({ value, accepted }) => {
    expect(CentsSchema.safeParse(value).success).toBe(accepted);
  });
});

describe('PriceCentsSchema', () => {
  it.each([
    { value: 0, accepted: true },
    { value: 4_500, accepted: true },
    { value: -1, accepted: false },
    { value: 45.5, accepted: false },
  ])('accepts $value: $accepted (whole cents, never below zero)', ({ value, accepted }) => {
    expect(PriceCentsSchema.safeParse(value).success).toBe(accepted);
  });
});

import type { z } from 'zod';
import type { CentsSchema } from './cents.schemas';

/** Money travels as a whole number of Australian cents (DESIGN.md "API conventions", spec §1). */
export const CURRENCY = 'AUD';

/** An amount in whole cents (its schema, `CentsSchema`, is in cents.schemas.ts). */
export type Cents = z.infer<typeof CentsSchema>;

/**
 * An amount in cents shown as dollars with exactly two decimals, in the browser's locale (spec §1):
 * 1250 is `$12.50` in en-AU and `A$12.50` in en-US. Without a locale the runtime's default is used.
 * A fraction of a cent, NaN, Infinity or an unsafe integer is a caller's bug, never a price to round,
 * so it throws a RangeError instead of showing a wrong amount.
 */
export function formatCents(cents: number, locale?: string): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatCents expects whole cents, got ${String(cents)}.`);
  }
  const texts = currencyTexts(locale);
  let text = texts.get(cents);
  if (text === undefined) {
    const dollars = cents / 100 + 0; // `+ 0` turns -0 into 0, so no amount reads "-$0.00".
    text = currencyFormat(locale).format(dollars);
    if (texts.size >= MAX_CACHED_AMOUNTS) texts.clear();
    texts.set(cents, text);
  }
  return text;
}

// The texts of the amounts written last, per locale: a page of search results writes the same few
// hundred rates again and again, and formatting one costs a microsecond or more.
const amountTexts = new Map<string | undefined, Map<number, string>>();
const MAX_CACHED_AMOUNTS = 4_096;

function currencyTexts(locale: string | undefined): Map<number, string> {
  let texts = amountTexts.get(locale);
  if (!texts) {
    if (amountTexts.size >= MAX_CACHED_LOCALES) amountTexts.clear();
    amountTexts.set(locale, (texts = new Map()));
  }
  return texts;
}

// One formatter per locale, built on first use: building one costs far more than using it. The
// cap only guards against a caller passing ever new locales; real use meets one or two.
const currencyFormats = new Map<string | undefined, Intl.NumberFormat>();
const MAX_CACHED_LOCALES = 16;

function currencyFormat(locale: string | undefined): Intl.NumberFormat {
  let format = currencyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    if (currencyFormats.size >= MAX_CACHED_LOCALES) currencyFormats.clear();
    currencyFormats.set(locale, format);
  }
  return format;
}

import { z } from 'zod';

// People type amounts in dollars ("45.50"); the API stores whole cents. The text is read digit by
// digit, never through a float, so "0.29" is 29 cents and not 28.999….
// The two form schemas below are built when called, so loading this file builds none: it stays one
// file, unlike cents.ts and cents.schemas.ts (a file more would lengthen the entry's list of files).

/** A typed amount: an optional "$", digits with optional thousands commas, then up to two decimals. */
const DOLLARS_PATTERN = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{0,2}))?$/;

/** The largest amount this reads (well past any rate), so the result is always a safe integer. */
const MAX_DOLLAR_DIGITS = 9;

/**
 * The cents in a dollar amount as a person types it ("45", "45.5", "$45.50", "1,250.00"), or null
 * when the text is not an amount (blank, letters, three decimals, a minus sign).
 */
export function dollarsToCents(text: string): number | null {
  const match = DOLLARS_PATTERN.exec(text.trim());
  if (!match) return null;
  const whole = (match[1] ?? '').replaceAll(',', '').replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_DOLLAR_DIGITS) return null;
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}

/** Cents as the dollar text a form field starts with ("45.50"), or "" when there is no amount. */
export function centsToDollarsText(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isSafeInteger(cents) || cents < 0) return '';
  const text = String(cents).padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** The one message for a typed amount that is not one (letters, a minus sign, three decimals, too long). */
export const DOLLARS_TEXT_MESSAGE = 'Enter an amount in dollars, like 45.50.';

/**
 * A form field's dollar text turned into cents, for a form whose schema then pipes the cents into
 * the same cents schema the API checks (so the range messages are the API's own).
 */
export function dollarsTextSchema(message: string = DOLLARS_TEXT_MESSAGE) {
  return z.string().transform((text, context) => {
    const cents = dollarsToCents(text);
    if (cents === null) {
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return cents;
  });
}

/**
 * An optional money field's dollar text: blank (or only spaces) is "no amount" (null), anything else
 * must be an amount in dollars, then in the range of `cents` (the API's own schema, so its range
 * messages show). It is one chain rather than a union of "blank" and "an amount": a union that
 * fails answers with its first member's issue, the developer's `Invalid input: expected ""`.
 */
export function optionalDollarsTextSchema(
  cents: z.ZodType<number, number>,
  message: string = DOLLARS_TEXT_MESSAGE,
) {
  return z
    .string()
    .transform((text, context) => {
      if (text.trim() === '') return null;
      const amount = dollarsToCents(text);
      if (amount === null) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return amount;
    })
    .pipe(z.nullable(cents));
}

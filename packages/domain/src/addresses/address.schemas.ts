import { z } from 'zod';
import { singleLineText } from '../shared/text.schemas';

/** A person keeps at most this many addresses (home, a parent's house, a weekday place…). */
export const MAX_ADDRESSES_PER_PERSON = 10;

export const ADDRESS_LINE_MAX_LENGTH = 120;
export const SUBURB_MAX_LENGTH = 60;
export const ADDRESS_LABEL_MAX_LENGTH = 40;

/** The street line: number and street ("12 Wattle Street"), or a unit and street. Required. */
export const AddressLineSchema = singleLineText('the street address', ADDRESS_LINE_MAX_LENGTH);

/**
 * An optional line (the second address line, a label): a blank or only spaces means "none" and is
 * stored as null, so clearing the field in a form clears it on the server.
 */
function optionalLine(label: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    singleLineText(label, max).nullable(),
  );
}

/** The second address line (building, level, "c/o"); optional. */
export const AddressLine2Schema = optionalLine('the second address line', ADDRESS_LINE_MAX_LENGTH);

/** What the person calls the address ("Home", "Mum's place"); optional. */
export const AddressLabelSchema = optionalLine('a name for this address', ADDRESS_LABEL_MAX_LENGTH);

/** The suburb or town as typed; whether it exists with the state and postcode is checked on the server. */
export const SuburbSchema = singleLineText('the suburb or town', SUBURB_MAX_LENGTH);

/** An Australian postcode: exactly four digits (NT postcodes start with 0, so it is text, not a number). */
export const PostcodeSchema = z
  .string({ error: 'Enter the postcode.' })
  .max(20, { message: 'Enter a postcode of 4 numbers, like 3000.' })
  .transform((value) => value.trim())
  .pipe(
    z
      .string()
      .min(1, { message: 'Enter the postcode.' })
      .regex(/^\d{4}$/, { message: 'Enter a postcode of 4 numbers, like 3000.' }),
  );

/**
 * Which address becomes primary when the primary one is removed: the most recently added of those
 * left (the one the person most likely moved to), or none when none is left.
 */
export function addressToPromote<T extends { id: string; created_at: Date }>(
  remaining: readonly T[],
): T | null {
  let newest: T | null = null;
  for (const address of remaining) {
    if (!newest || address.created_at.getTime() > newest.created_at.getTime()) newest = address;
  }
  return newest;
}

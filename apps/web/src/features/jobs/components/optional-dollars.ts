import { dollarsTextSchema } from '@alongside/domain';
import { z } from 'zod';

/** A rate as typed in dollars: empty is "none", anything else must be an amount in the schema's range (cents). */
export function optionalDollars(cents: z.ZodType<number, number>) {
  return z
    .string()
    .transform((text) => text.trim())
    .pipe(z.union([z.literal('').transform(() => null), dollarsTextSchema().pipe(cents)]));
}

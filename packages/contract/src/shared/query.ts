import { z } from 'zod';

/** A query parameter holding a comma-separated list of allowed values ("personal_care,transport"), each once. */
export function commaList<N extends string>(allowed: readonly N[], message: string) {
  return z
    .string({ error: message })
    .max(2000, { message })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(allowed as readonly [N, ...N[]], { error: message })).min(1, { message }));
}

/** A query parameter holding `true` or `false`, read as a boolean. */
export function yesNoParam(message: string) {
  return z.enum(['true', 'false'], { error: message }).transform((value) => value === 'true');
}

/** A query parameter holding a whole number from `min` to `max`, written in digits. */
export function wholeNumberParam(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{1,6}$/, { message })
    .transform(Number)
    .pipe(z.number().min(min, { message }).max(max, { message }));
}

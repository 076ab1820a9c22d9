import { z } from 'zod';

// The schemas of money amounts, apart from cents.ts so that formatting an amount builds no schema
// (docs/decisions/011-first-page-performance.md).

/** An amount in whole cents; `z.int()` also refuses anything beyond Number.MAX_SAFE_INTEGER. */
export const CentsSchema = z.int({ error: 'Enter an amount in whole cents.' });

/** A price someone asks for (a rate, a plan): whole cents, never below zero. */
export const PriceCentsSchema = CentsSchema.nonnegative({ error: 'Enter an amount of $0.00 or more.' });

import { z } from 'zod';

/** `meta` of every paginated list (DESIGN.md "Resources"). */
export const PageMetaSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export const PAGINATION_MESSAGES = {
  page: 'The page must be a whole number from 1.',
  limit: (max: number) => `The limit must be a whole number from 1 to ${max}.`,
} as const;

/** `page` and `limit` query parameters: whole numbers written in digits, limit at most `maxLimit`. */
export function paginationQuery(defaultLimit: number, maxLimit: number) {
  const wholeNumber = (message: string, max: number) =>
    z
      .string({ error: message })
      .regex(/^[1-9][0-9]{0,5}$/, { message })
      .transform(Number)
      .pipe(z.number().max(max, { message }));
  return {
    page: wholeNumber(PAGINATION_MESSAGES.page, 100_000).default(1),
    limit: wholeNumber(PAGINATION_MESSAGES.limit(maxLimit), maxLimit).default(defaultLimit),
  };
}

/** The meta for `total` rows cut into pages of `limit`; an empty list still has page 1. */
export function pageMeta(page: number, limit: number, total: number): PageMeta {
  return { page, limit, total, last_page: Math.max(1, Math.ceil(total / limit)) };
}

import { z } from 'zod';
import { paginationQuery } from './pagination';
import { commaList } from './query';

/**
 * The list parameters of spec §7 declared once for every list (decision 037): a list names its
 * resource, its filters, its sorts, what may be included, which fields may be asked for and what
 * may be appended, and its page limits; `listQuery` makes the strict query schema from that. Every
 * parameter is optional. A parameter the list does not declare is off its allow-list: 400 naming
 * it (decision 029). A declared parameter with a value the list does not allow (`include=owner`,
 * `fields[jobs]=street`, `sort=cheapest`) is invalid input: 422, with a message that names what is
 * allowed.
 */
export interface ListSpec<
  R extends string,
  F extends Record<string, z.ZodType>,
  S extends string,
  I extends string,
  K extends string,
  A extends string,
> {
  /** The name in `fields[…]`: `jobs` for `fields[jobs]=id,title`. */
  resource: R;
  /** Each filter by its whole parameter name (`'filter[state]'`) and the schema of its value. */
  filters?: F;
  /** The sorts as written in the URL, `-` for descending (`'-created_at'`); the first is not the default. */
  sorts?: readonly S[];
  /** Related records or counts a caller may ask to have added (`include=client,applications_count`). */
  include?: readonly I[];
  /** The fields a caller may narrow each record to (`id` is always kept). */
  fields?: readonly K[];
  /** Values worked out for each record, added on request (`append=closes_in_days`). */
  append?: readonly A[];
  limit: { default: number; max: number };
}

export const LIST_QUERY_MESSAGES = {
  sort: (sorts: readonly string[]) => `Sort by ${sorts.join(', ')}.`,
  include: (names: readonly string[]) => `Include any of ${names.join(', ')}.`,
  fields: (names: readonly string[]) => `Choose fields from ${names.join(', ')}.`,
  append: (names: readonly string[]) => `Append any of ${names.join(', ')}.`,
} as const;

function nameList<N extends string>(allowed: readonly N[], message: string) {
  return commaList(allowed, message).optional();
}

function sortParam<S extends string>(sorts: readonly S[]) {
  return z.enum(sorts as readonly [S, ...S[]], { error: LIST_QUERY_MESSAGES.sort(sorts) }).optional();
}

type OptionalShape<F extends Record<string, z.ZodType>> = { [P in keyof F]: z.ZodOptional<F[P]> };
type Present<T, Shape> = [T] extends [never] ? unknown : Shape;
type NameListParam<N extends string> = ReturnType<typeof nameList<N>>;

export type ListQueryShape<
  R extends string,
  F extends Record<string, z.ZodType>,
  S extends string,
  I extends string,
  K extends string,
  A extends string,
> = OptionalShape<F> &
  Present<S, { sort: ReturnType<typeof sortParam<S>> }> &
  Present<I, { include: NameListParam<I> }> &
  Present<K, { [P in `fields[${R}]`]: NameListParam<K> }> &
  Present<A, { append: NameListParam<A> }> &
  ReturnType<typeof paginationQuery>;

/** The strict query schema of a list from its declaration (see `ListSpec`). */
export function listQuery<
  const R extends string,
  const F extends Record<string, z.ZodType> = Record<never, never>,
  const S extends string = never,
  const I extends string = never,
  const K extends string = never,
  const A extends string = never,
>(spec: ListSpec<R, F, S, I, K, A>) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, schema] of Object.entries(spec.filters ?? {})) shape[name] = z.optional(schema);
  if (spec.sorts?.length) shape['sort'] = sortParam(spec.sorts);
  if (spec.include?.length)
    shape['include'] = nameList(spec.include, LIST_QUERY_MESSAGES.include(spec.include));
  if (spec.fields?.length) {
    shape[`fields[${spec.resource}]`] = nameList(spec.fields, LIST_QUERY_MESSAGES.fields(spec.fields));
  }
  if (spec.append?.length) shape['append'] = nameList(spec.append, LIST_QUERY_MESSAGES.append(spec.append));
  Object.assign(shape, paginationQuery(spec.limit.default, spec.limit.max));
  return z.strictObject(shape as ListQueryShape<R, F, S, I, K, A>);
}

/** What `listQuery` reads out of any list's query, for the code that shapes the answer. */
export type ListShaping = {
  include?: readonly string[];
  append?: readonly string[];
  [fields: `fields[${string}]`]: readonly string[] | undefined;
};

/**
 * The records of a list as a caller who may narrow them sees them: every field but `id` optional,
 * since `fields[…]` leaves out what was not asked for (the web reads the whole record's type).
 */
export function sparseListResponse<T extends z.ZodRawShape, M extends z.ZodType>(
  item: z.ZodObject<T>,
  meta: M,
) {
  return z.object({ data: z.array(item.partial().extend({ id: z.string() })), meta });
}

/** The fields of a record's schema, for a list's `fields` allow-list. */
export function fieldsOf<T extends z.ZodRawShape>(item: z.ZodObject<T>): (keyof T & string)[] {
  return Object.keys(item.shape) as (keyof T & string)[];
}

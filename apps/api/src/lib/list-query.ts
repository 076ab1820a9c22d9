import type { ListShaping } from '@alongside/contract';

/** The rows of a page: where it starts and how many (`page` and `limit` of every list). */
export function pageWindow(query: { page: number; limit: number }): { offset: number; limit: number } {
  return { offset: (query.page - 1) * query.limit, limit: query.limit };
}

/** Fetches one included value for every record of a page, in one query: record id → value. */
export type IncludeLoader<T> = (items: readonly T[]) => Promise<ReadonlyMap<string, unknown>>;

/**
 * How a list answers `include`, `append` and `fields[…]` (decision 037), by the names its contract
 * allows. An include runs one SQL query for the whole page (never one per record); an append is
 * worked out from the record alone.
 */
export interface ListShape<T> {
  /** The name in `fields[…]`, as in the contract (`jobs`). */
  resource: string;
  include?: Record<string, IncludeLoader<T>>;
  append?: Record<string, (item: T) => unknown>;
}

/** Fields every narrowed record keeps: what identifies it, and which view it is. */
const ALWAYS_KEPT = ['id', 'view'];

/**
 * A page of records as the caller asked for it: the included values and appended ones added, then
 * each record narrowed to the fields named in `fields[resource]` (with the included and appended
 * names, and `id`). The contract's allow-lists have already refused any other name, so a name
 * without a loader here is a mistake in the code, not in the request.
 */
export async function shapeList<T extends { id: string }>(
  items: readonly T[],
  query: ListShaping,
  shape: ListShape<T>,
): Promise<(Partial<T> & Pick<T, 'id'>)[]> {
  const includes = query.include ?? [];
  const appends = query.append ?? [];
  const fields = query[`fields[${shape.resource}]`];
  if (includes.length === 0 && appends.length === 0 && !fields) return [...items];

  const loaded = await Promise.all(
    includes.map(async (name) => {
      const load = shape.include?.[name];
      if (!load) throw new Error(`${shape.resource} has no loader for include=${name}`);
      return [name, items.length > 0 ? await load(items) : new Map()] as const;
    }),
  );
  const kept = fields ? new Set([...ALWAYS_KEPT, ...fields, ...includes, ...appends]) : null;
  return items.map((item) => {
    const record: Record<string, unknown> = { ...item };
    for (const [name, values] of loaded) record[name] = values.get(item.id);
    for (const name of appends) {
      const work = shape.append?.[name];
      if (!work) throw new Error(`${shape.resource} has no rule for append=${name}`);
      record[name] = work(item);
    }
    if (!kept) return record as T;
    return Object.fromEntries(Object.entries(record).filter(([key]) => kept.has(key))) as Partial<T> &
      Pick<T, 'id'>;
  });
}

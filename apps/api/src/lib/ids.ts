/**
 * Whether `value` has the form of a row id (a UUID, in either case). A path's id that is not one
 * answers the same not-found as a missing row, and never reaches a statement, where PostgreSQL
 * would refuse it with an error.
 */
export function isRowId(value: string): boolean {
  return ROW_ID.test(value);
}

const ROW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

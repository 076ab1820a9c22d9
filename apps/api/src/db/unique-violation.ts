/**
 * Whether a database error (or an error it caused) broke a unique index, PostgreSQL's 23505: two
 * writers raced for the same key, and the index decided.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

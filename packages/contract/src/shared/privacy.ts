/**
 * Query parameters whose values never leave the app in a log line or an error report: one-time
 * codes, tokens, passwords and the e-mail address a reset link carries. One list for the API's logs
 * and for error reporting on both sides.
 */
export const SECRET_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'code',
  'token',
  'refresh_token',
  'email',
  'password',
  'secret',
]);

export function isSecretQueryParam(name: string): boolean {
  return SECRET_QUERY_PARAMS.has(name.toLowerCase());
}

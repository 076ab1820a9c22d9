/** Query parameters whose values must never reach a log: codes, tokens and the address they go with. */
const SECRET_PARAMS = new Set(['code', 'token', 'refresh_token', 'email', 'password']);

/** The URL with the values of secret query parameters replaced, for logging. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.has(key.toLowerCase())) params.set(key, '[redacted]');
  }
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

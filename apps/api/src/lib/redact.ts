import { isSecretQueryParam } from '@alongside/contract';

/** The URL with the values of secret query parameters replaced, for logging. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  // Pair by pair rather than URLSearchParams.toString(), which would re-encode every other
  // parameter and log the marker as %5Bredacted%5D.
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const key = new URLSearchParams(pair).keys().next().value;
      return key !== undefined && isSecretQueryParam(key) ? `${pair.split('=', 1)[0]}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

export interface CookieAttributes {
  /** Defaults to `/` so every page sees the cookie. */
  path?: string;
  /** Seconds until the browser drops the cookie; without it the cookie ends with the browser session. */
  maxAgeSeconds?: number;
  domain?: string;
  /** Defaults to Strict: none of our cookies is needed on a request from another site. */
  sameSite?: 'Strict' | 'Lax' | 'None';
  /** Defaults to true on https pages (a Secure cookie cannot be set over plain http, as in development). */
  secure?: boolean;
}

/** The `name=value; attributes` text for `document.cookie`. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes = {}): string {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `Path=${attributes.path ?? '/'}`,
  ];
  if (attributes.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(attributes.maxAgeSeconds)}`);
  if (attributes.domain) parts.push(`Domain=${attributes.domain}`);
  parts.push(`SameSite=${attributes.sameSite ?? 'Strict'}`);
  if (attributes.secure ?? isHttpsPage()) parts.push('Secure');
  return parts.join('; ');
}

/** The value of one cookie in a `document.cookie` string, or undefined. */
export function parseCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (safeDecode(part.slice(0, separator).trim()) !== name) continue;
    return safeDecode(part.slice(separator + 1).trim());
  }
  return undefined;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const value = parseCookie(document.cookie, name);
  return value === '' ? undefined : value;
}

export function writeCookie(name: string, value: string, attributes?: CookieAttributes): void {
  document.cookie = serializeCookie(name, value, attributes);
}

/** Path and domain must match the ones the cookie was written with. */
export function deleteCookie(name: string, attributes: Omit<CookieAttributes, 'maxAgeSeconds'> = {}): void {
  document.cookie = serializeCookie(name, '', { ...attributes, maxAgeSeconds: 0 });
}

function isHttpsPage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

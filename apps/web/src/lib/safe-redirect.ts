export interface LocationParts {
  pathname: string;
  search: string;
  hash: string;
}

/** The path a visitor asked for, with its query and fragment: what a redirect parameter carries. */
export function fullPath(location: LocationParts): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * The redirect target when it stays on this site, else null. Only a path with a single leading `/`
 * is accepted: `//evil.com`, `/\evil.com` and `https://evil.com` all leave the site in a browser, and
 * control characters or spaces are refused because browsers strip some of them before resolving.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.includes('\\')) return null;
  if (hasControlOrSpace(value)) return null;
  try {
    const base = 'https://alongside.invalid';
    if (new URL(value, base).origin !== base) return null;
  } catch {
    return null;
  }
  return value;
}

function hasControlOrSpace(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Pages that would undo or repeat a sign-in; landing on one after signing in makes no sense. */
const NOT_AFTER_SIGN_IN = ['/login', '/signin', '/logout', '/register'];

/** Where to go after signing in (spec §4): the redirect parameter when it is safe, else home. */
export function afterSignInPath(redirect: string | null | undefined): string {
  const target = safeRedirectPath(redirect);
  if (!target) return '/';
  const pathname = new URL(target, 'https://alongside.invalid').pathname;
  return NOT_AFTER_SIGN_IN.includes(pathname) ? '/' : target;
}

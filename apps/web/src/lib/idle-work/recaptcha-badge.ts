/** Spec §2: the reCAPTCHA badge shows only on paths containing /login or /register. */
export function isRecaptchaBadgePath(pathname: string): boolean {
  return pathname.includes('/login') || pathname.includes('/register');
}

const STYLE_ID = 'recaptcha-badge-rule';
const SHOWN_ATTRIBUTE = 'data-recaptcha-badge';

/**
 * Shows Google's badge (`.grecaptcha-badge`, bottom-right by default) on the sign-in and register
 * pages and hides it elsewhere. `visibility: hidden` rather than `display: none`, as Google asks, so
 * the check keeps working; pages without the badge that run a check must show Google's attribution
 * text instead.
 */
export function syncRecaptchaBadge(pathname: string, root: HTMLElement = document.documentElement): void {
  if (!document.getElementById(STYLE_ID)) {
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent = `html:not([${SHOWN_ATTRIBUTE}]) .grecaptcha-badge { visibility: hidden !important; }`;
    document.head.append(style);
  }
  if (isRecaptchaBadgePath(pathname)) root.setAttribute(SHOWN_ATTRIBUTE, '');
  else root.removeAttribute(SHOWN_ATTRIBUTE);
}

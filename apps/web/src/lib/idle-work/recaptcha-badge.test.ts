import { describe, expect, it } from 'vitest';
import { isRecaptchaBadgePath, syncRecaptchaBadge } from './recaptcha-badge';

describe('the reCAPTCHA badge rule (spec §2)', () => {
  it.each([
    ['/login', true],
    ['/register', true],
    ['/admin/login', true],
    ['/signin', false],
    ['/contact-us', false],
    ['/', false],
  ])('%s shows the badge: %s', (path, shown) => {
    expect(isRecaptchaBadgePath(path)).toBe(shown);
  });

  it('marks the page so the style rule shows or hides the badge', () => {
    syncRecaptchaBadge('/login');
    expect(document.documentElement.hasAttribute('data-recaptcha-badge')).toBe(true);
    syncRecaptchaBadge('/home');
    expect(document.documentElement.hasAttribute('data-recaptcha-badge')).toBe(false);
    expect(document.querySelectorAll('#recaptcha-badge-rule')).toHaveLength(1);
  });
});

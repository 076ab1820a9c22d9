export type BrowserName = 'Chrome' | 'Firefox' | 'Safari' | 'Edge' | 'Unknown';

/**
 * The browser named in the debug panel (spec §2). Order matters: Edge and Opera say "Chrome", and
 * Chrome says "Safari", in their user-agent strings; Chrome on iOS says CriOS, Firefox on iOS FxiOS.
 */
export function detectBrowser(userAgent: string): BrowserName {
  if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return 'Edge';
  if (/\b(OPR|Opera|SamsungBrowser|YaBrowser|Vivaldi)\//.test(userAgent)) return 'Unknown';
  if (/\b(Firefox|FxiOS)\//.test(userAgent)) return 'Firefox';
  if (/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//.test(userAgent)) return 'Chrome';
  if (/\bVersion\/[\d.]+.*\bSafari\//.test(userAgent)) return 'Safari';
  return 'Unknown';
}

/**
 * Device classes by minimum width in CSS pixels (spec §9): a width belongs to the largest breakpoint
 * whose value it reaches.
 */
export const VIEWPORT_BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;
export type Viewport = keyof typeof VIEWPORT_BREAKPOINTS;

/** The viewport assumed while the width is unknown (spec §9). */
export const VIEWPORT_FALLBACK: Viewport = 'desktop';

/** The cookie holding the current viewport (spec §3, §9). */
export const VIEWPORT_COOKIE = {
  name: 'viewport',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'strict',
  secure: true,
} as const;

/** After a resize the viewport is checked again this much later (spec §9). */
export const VIEWPORT_CHANGE_CHECK_DELAY_MS = 50;

/**
 * The viewport for a width (min-width, spec §9). A width below the smallest breakpoint (under 320 px)
 * is still a phone, so it is `mobile`; the `desktop` fallback is only for an unknown width (none,
 * NaN or negative).
 */
export function viewportFor(widthPx: number | null | undefined): Viewport {
  if (widthPx === null || widthPx === undefined || Number.isNaN(widthPx) || widthPx < 0)
    return VIEWPORT_FALLBACK;
  return largestReached(VIEWPORT_BREAKPOINTS, widthPx) ?? 'mobile';
}

/** Layout grid breakpoints by minimum width in CSS pixels (spec §9). */
export const LAYOUT_BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type LayoutBreakpoint = keyof typeof LAYOUT_BREAKPOINTS;

/** Spec §9 "mobile at lg": the layout takes its mobile form below the lg breakpoint (1280 px). */
export const LAYOUT_MOBILE_BREAKPOINT: LayoutBreakpoint = 'lg';

/** The layout breakpoint for a width (min-width); a width that is not a number is `xs`. */
export function layoutBreakpointFor(widthPx: number): LayoutBreakpoint {
  return largestReached(LAYOUT_BREAKPOINTS, widthPx) ?? 'xs';
}

/** True below the lg breakpoint, where the layout is in its mobile form (spec §9 "mobile at lg"). */
export function isMobileLayout(widthPx: number): boolean {
  return widthPx < LAYOUT_BREAKPOINTS[LAYOUT_MOBILE_BREAKPOINT];
}

function largestReached<Name extends string>(
  breakpoints: Readonly<Record<Name, number>>,
  widthPx: number,
): Name | undefined {
  let reached: Name | undefined;
  let reachedMin = Number.NEGATIVE_INFINITY;
  for (const [name, min] of Object.entries(breakpoints) as [Name, number][]) {
    if (widthPx >= min && min >= reachedMin) {
      reached = name;
      reachedMin = min;
    }
  }
  return reached;
}

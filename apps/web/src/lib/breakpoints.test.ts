import { describe, expect, it } from 'vitest';
import {
  LAYOUT_BREAKPOINTS,
  VIEWPORT_BREAKPOINTS,
  VIEWPORT_CHANGE_CHECK_DELAY_MS,
  VIEWPORT_COOKIE,
  isMobileLayout,
  layoutBreakpointFor,
  viewportFor,
  type LayoutBreakpoint,
  type Viewport,
} from './breakpoints';

describe('viewport breakpoints', () => {
  it('are mobile 320, mobileMedium 375, mobileWide 425, tablet 768, desktop 1024, desktopMedium 1280, desktopWide 1600', () => {
    expect(VIEWPORT_BREAKPOINTS).toEqual({
      mobile: 320,
      mobileMedium: 375,
      mobileWide: 425,
      tablet: 768,
      desktop: 1024,
      desktopMedium: 1280,
      desktopWide: 1600,
    });
  });

  it('the viewport cookie lives 365 days on path /, SameSite Strict, secure, checked 50 ms after a resize', () => {
    expect(VIEWPORT_COOKIE).toEqual({
      name: 'viewport',
      maxAgeSeconds: 365 * 24 * 60 * 60,
      path: '/',
      sameSite: 'strict',
      secure: true,
    });
    expect(VIEWPORT_CHANGE_CHECK_DELAY_MS).toBe(50);
  });
});

describe('viewportFor (min-width)', () => {
  it.each<{ width: number; viewport: Viewport }>([
    { width: 0, viewport: 'mobile' },
    { width: 319, viewport: 'mobile' },
    { width: 320, viewport: 'mobile' },
    { width: 374, viewport: 'mobile' },
    { width: 375, viewport: 'mobileMedium' },
    { width: 424, viewport: 'mobileMedium' },
    { width: 425, viewport: 'mobileWide' },
    { width: 767, viewport: 'mobileWide' },
    { width: 768, viewport: 'tablet' },
    { width: 1023, viewport: 'tablet' },
    { width: 1024, viewport: 'desktop' },
    { width: 1279, viewport: 'desktop' },
    { width: 1280, viewport: 'desktopMedium' },
    { width: 1599, viewport: 'desktopMedium' },
    { width: 1600, viewport: 'desktopWide' },
    { width: 3840, viewport: 'desktopWide' },
    { width: 374.5, viewport: 'mobile' },
  ])('a width of $width px is $viewport', ({ width, viewport }) => {
    expect(viewportFor(width)).toBe(viewport);
  });

  it.each([undefined, null, Number.NaN, -1])('an unknown width (%s) falls back to desktop', (width) => {
    expect(viewportFor(width)).toBe('desktop');
  });
});

describe('layout breakpoints', () => {
  it('are xs 0, sm 600, md 960, lg 1280, xl 1920, xxl 2560', () => {
    expect(LAYOUT_BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 });
  });

  it.each<{ width: number; breakpoint: LayoutBreakpoint; mobile: boolean }>([
    { width: 0, breakpoint: 'xs', mobile: true },
    { width: 599, breakpoint: 'xs', mobile: true },
    { width: 600, breakpoint: 'sm', mobile: true },
    { width: 959, breakpoint: 'sm', mobile: true },
    { width: 960, breakpoint: 'md', mobile: true },
    { width: 1279, breakpoint: 'md', mobile: true },
    { width: 1280, breakpoint: 'lg', mobile: false },
    { width: 1919, breakpoint: 'lg', mobile: false },
    { width: 1920, breakpoint: 'xl', mobile: false },
    { width: 2559, breakpoint: 'xl', mobile: false },
    { width: 2560, breakpoint: 'xxl', mobile: false },
  ])(
    'a width of $width px is $breakpoint, mobile layout $mobile (mobile below lg)',
    ({ width, breakpoint, mobile }) => {
      expect(layoutBreakpointFor(width)).toBe(breakpoint);
      expect(isMobileLayout(width)).toBe(mobile);
    },
  );

  it('a width that is not a number is xs', () => {
    expect(layoutBreakpointFor(Number.NaN)).toBe('xs');
  });
});

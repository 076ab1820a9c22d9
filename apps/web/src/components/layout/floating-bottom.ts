/**
 * Where something floating at the foot of the screen sits (a snackbar, the offline card): 12 px up on
 * a phone, 24 px on a larger screen, or above the bottom navigation when the frame shows one (it sets
 * `--floating-bottom` while it does), so a person who is offline can still reach every destination.
 */
export const FLOATING_BOTTOM = {
  xs: 'var(--floating-bottom, 12px)',
  sm: 'var(--floating-bottom, 24px)',
} as const;

/**
 * The room the frame's bottom navigation takes at the foot of the screen (with the phone's safe area)
 * while it shows, else none: what sticks to the bottom of the page, a conversation's composer, sits
 * this far up, on the navigation.
 */
export const BOTTOM_NAVIGATION_ROOM = 'var(--bottom-navigation-room, 0px)';

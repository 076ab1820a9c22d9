/**
 * Where something floating at the foot of the screen sits (a snackbar, the offline card): 12 px up on
 * a phone, 24 px on a larger screen, or above the bottom navigation when the frame shows one (it sets
 * `--floating-bottom` while it does), so a person who is offline can still reach every destination.
 */
export const FLOATING_BOTTOM = {
  xs: 'var(--floating-bottom, 12px)',
  sm: 'var(--floating-bottom, 24px)',
} as const;

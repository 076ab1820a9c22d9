// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

export const profilePaths = {
  profile: '/api/profile',
  avatar: '/api/profile/avatar',
  /** An avatar image, for any signed-in person (search results show it). */
  avatarFile: '/api/avatars/:id',
} as const;

export const onboardingPaths = {
  disclaimer: '/api/onboarding/disclaimer',
  complete: '/api/onboarding/complete',
} as const;

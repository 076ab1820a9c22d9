// How to call this area: its paths, the builders of a record's path and the names a list sorts by.
// No zod here, so a screen that only calls the API never builds the area's schemas (decision 011).

export const systemPaths = {
  health: '/api/health',
  config: '/api/config',
  docs: '/api/docs',
} as const;

import type { RouteObject } from 'react-router';

/** Legal, help and contact pages (spec §2). Owned by the `pages` area. */
export const contentRoutes: RouteObject[] = [];

import type { RouteObject } from 'react-router';

/** Pages that belong to no area (spec §2: /showcase). */
export const showcaseRoutes: RouteObject[] = [{ path: 'showcase', lazy: () => import('./showcase') }];

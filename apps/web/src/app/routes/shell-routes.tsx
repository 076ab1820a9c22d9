import type { RouteObject } from 'react-router';

/** App-shell pages that belong to no area (spec §2: /showcase). */
export const shellRoutes: RouteObject[] = [{ path: 'showcase', lazy: () => import('./showcase') }];

import type { RouteObject } from 'react-router';

/** The PWA demo and test pages (spec §2: /pwa-demo, /pwa-test, /test-pwa). */
export const pwaRoutes: RouteObject[] = [];

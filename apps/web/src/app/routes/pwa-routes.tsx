import type { RouteObject } from 'react-router';

/** The PWA demo and test pages (spec §2: /pwa-demo, /pwa-test, /test-pwa): guest layout, no login. */
export const pwaRoutes: RouteObject[] = [
  {
    lazy: () => import('./guest-layout'),
    children: [
      { path: 'pwa-demo', lazy: () => import('./pwa-demo') },
      { path: 'pwa-test', lazy: () => import('./pwa-test') },
      { path: 'test-pwa', lazy: () => import('./test-pwa') },
    ],
  },
];

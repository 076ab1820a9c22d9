import type { RouteObject } from 'react-router';
import type * as DemoPages from './demo-pages';

/** One of the demo and test pages (demo-pages.ts says why they are one file). */
export const demoPage = (name: keyof typeof DemoPages) => () =>
  import('./demo-pages').then((pages) => ({ Component: pages[name] }));

/** The PWA demo and test pages (spec §2: /pwa-demo, /pwa-test, /test-pwa): guest layout, no login. */
export const pwaRoutes: RouteObject[] = [
  {
    lazy: () => import('./guest-layout'),
    children: [
      { path: 'pwa-demo', lazy: demoPage('PwaDemoPage') },
      { path: 'pwa-test', lazy: demoPage('PwaTestPage') },
      { path: 'test-pwa', lazy: demoPage('TestPwaPage') },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { authGuard } from '../guards';
import { RouteGuard } from '../route-guard';

const about = () => import('./about');

/**
 * Legal, help and contact pages (spec §2). Owned by the `pages` area. Each page and layout is its own
 * chunk: nothing here is in the first bundle but these few lines.
 */
export const contentRoutes: RouteObject[] = [
  {
    lazy: () => import('./onboarding-layout'),
    children: [
      { path: 'terms-of-use', lazy: () => import('./terms-of-use') },
      { path: 'codeof-conduct', lazy: () => import('./code-of-conduct') },
      { path: 'privacy-policy', lazy: () => import('./privacy-policy') },
      { path: 'prohibited-content', lazy: () => import('./prohibited-content') },
      { path: 'disclaimer', lazy: () => import('./disclaimer') },
      { path: 'about', lazy: about },
      { path: 'accessibility', lazy: () => import('./accessibility') },
    ],
  },
  {
    lazy: () => import('./default-layout'),
    children: [
      {
        element: <RouteGuard guard={authGuard} />,
        children: [
          { path: 'account/faq', lazy: () => import('./account-faq') },
          { path: 'account/about', lazy: about },
          { path: 'account/help-centre', lazy: () => import('./account-help-centre') },
        ],
      },
    ],
  },
  {
    lazy: () => import('./guest-layout'),
    children: [{ path: 'contact-us', lazy: () => import('./contact-us') }],
  },
];

import type { RouteObject } from 'react-router';
import { authGuard } from '../guards';
import { RouteGuard } from '../route-guard';

/**
 * Onboarding (spec §2, issue #4, decision 016): login required, onboarding layout, one chunk a step.
 * The onboarding guard is not here: these pages are where it sends people.
 */
export const onboardingRoutes: RouteObject[] = [
  {
    lazy: () => import('./onboarding-layout'),
    children: [
      {
        element: <RouteGuard guard={authGuard} />,
        children: [
          { path: 'onboarding', lazy: () => import('./onboarding') },
          { path: 'onboarding/welcome', lazy: () => import('./onboarding-welcome') },
          { path: 'onboarding/disclaimer', lazy: () => import('./onboarding-disclaimer') },
          { path: 'onboarding/id-selector', lazy: () => import('./onboarding-id-selector') },
          { path: 'onboarding/support-needs', lazy: () => import('./onboarding-support-needs') },
          { path: 'onboarding/support-hours', lazy: () => import('./onboarding-support-hours') },
          { path: 'onboarding/support-preferences', lazy: () => import('./onboarding-support-preferences') },
          { path: 'onboarding/services', lazy: () => import('./onboarding-services') },
          { path: 'onboarding/availability', lazy: () => import('./onboarding-availability') },
          { path: 'onboarding/rates', lazy: () => import('./onboarding-rates') },
          { path: 'onboarding/who-you-support', lazy: () => import('./onboarding-who-you-support') },
          { path: 'onboarding/all-set', lazy: () => import('./onboarding-all-set') },
        ],
      },
    ],
  },
];

import type { RouteObject } from 'react-router';
import { authGuard } from '../guards';
import { RouteGuard } from '../route-guard';
import type * as OnboardingArea from './onboarding-area';

/** One onboarding step: the steps are one file (onboarding-area.ts says why). */
const step = (name: keyof typeof OnboardingArea) => () =>
  import('./onboarding-area').then((area) => ({ Component: area[name] }));

/**
 * Onboarding (spec §2, issue #4, decision 016): login required, onboarding layout, its steps loaded
 * together. The onboarding guard is not here: these pages are where it sends people.
 */
export const onboardingRoutes: RouteObject[] = [
  {
    lazy: () => import('./onboarding-layout'),
    children: [
      {
        element: <RouteGuard guard={authGuard} />,
        children: [
          { path: 'onboarding', lazy: step('OnboardingPage') },
          { path: 'onboarding/welcome', lazy: step('WelcomeStep') },
          { path: 'onboarding/disclaimer', lazy: step('DisclaimerStep') },
          { path: 'onboarding/id-selector', lazy: step('IdSelectorStep') },
          { path: 'onboarding/support-needs', lazy: step('SupportNeedsStep') },
          { path: 'onboarding/support-hours', lazy: step('SupportHoursStep') },
          { path: 'onboarding/support-preferences', lazy: step('SupportPreferencesStep') },
          { path: 'onboarding/services', lazy: step('ServicesStep') },
          { path: 'onboarding/availability', lazy: step('AvailabilityStep') },
          { path: 'onboarding/rates', lazy: step('RatesStep') },
          { path: 'onboarding/who-you-support', lazy: step('WhoYouSupportStep') },
          { path: 'onboarding/all-set', lazy: step('AllSetStep') },
        ],
      },
    ],
  },
];

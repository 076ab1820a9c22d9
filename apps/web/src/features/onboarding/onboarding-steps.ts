import type { SessionUser } from '@alongside/contract';
import {
  areIndicativeRatesValid,
  areWorkHoursValid,
  isClientPreferenceValid,
  isSupportPreferenceValid,
} from '@alongside/domain';

/**
 * The onboarding steps (issue #4, decision 016), each a page at `/onboarding/{slug}`. The first three
 * and the last are the same for everyone; the ones between ask a client and a worker for the least
 * that makes them findable.
 */
export type OnboardingStep =
  | 'welcome'
  | 'disclaimer'
  | 'id-selector'
  | 'support-needs'
  | 'support-hours'
  | 'support-preferences'
  | 'services'
  | 'availability'
  | 'rates'
  | 'who-you-support'
  | 'all-set';

type UserType = SessionUser['user_type'];

const CLIENT_STEPS = ['support-needs', 'support-hours', 'support-preferences'] as const;
const WORKER_STEPS = ['services', 'availability', 'rates', 'who-you-support'] as const;

/** The steps in order for a user type. */
export function onboardingSteps(userType: UserType): readonly OnboardingStep[] {
  return [
    'welcome',
    'disclaimer',
    'id-selector',
    ...(userType === 'client' ? CLIENT_STEPS : WORKER_STEPS),
    'all-set',
  ];
}

export const ONBOARDING_STEP_TITLES: Readonly<Record<OnboardingStep, string>> = {
  welcome: 'Welcome to Alongside',
  disclaimer: 'Disclaimer',
  'id-selector': 'How you will prove who you are',
  'support-needs': 'The support you need',
  'support-hours': 'When you need support',
  'support-preferences': 'Your support preferences',
  services: 'The services you offer',
  availability: 'When you can work',
  rates: 'Your rates',
  'who-you-support': 'Who you support',
  'all-set': "You're all set",
};

export function onboardingPath(step: OnboardingStep): string {
  return `/onboarding/${step}`;
}

/** "Step 3 of 8": where a step sits for this user type, or null when the step is not theirs. */
export function stepPosition(
  userType: UserType,
  step: OnboardingStep,
): { number: number; total: number } | null {
  const steps = onboardingSteps(userType);
  const index = steps.indexOf(step);
  return index === -1 ? null : { number: index + 1, total: steps.length };
}

/** The step after this one (the last step has none). */
export function nextStep(userType: UserType, step: OnboardingStep): OnboardingStep | null {
  const steps = onboardingSteps(userType);
  const index = steps.indexOf(step);
  return index === -1 ? null : (steps[index + 1] ?? null);
}

/** The step before this one (the first step has none). */
export function previousStep(userType: UserType, step: OnboardingStep): OnboardingStep | null {
  const steps = onboardingSteps(userType);
  const index = steps.indexOf(step);
  return index <= 0 ? null : (steps[index - 1] ?? null);
}

type StepUser = Pick<
  SessionUser,
  | 'user_type'
  | 'onboarded_at'
  | 'disclaimer_accepted_at'
  | 'id_verification_method'
  | 'support_requirements'
  | 'require_support_schedule'
  | 'support_preference'
  | 'service_offerings'
  | 'availability_schedule'
  | 'indicative_rates'
  | 'client_preference'
>;

/** Whether what a step asks for is already saved. The welcome counts as seen once the disclaimer is. */
export function isStepDone(user: StepUser, step: OnboardingStep): boolean {
  switch (step) {
    case 'welcome':
    case 'disclaimer':
      return user.disclaimer_accepted_at !== null;
    case 'id-selector':
      return user.id_verification_method !== null;
    case 'support-needs':
      return user.support_requirements.length > 0;
    case 'support-hours':
      return areWorkHoursValid(user.require_support_schedule);
    case 'support-preferences':
      return isSupportPreferenceValid(user.support_preference);
    case 'services':
      return user.service_offerings.length > 0;
    case 'availability':
      return user.availability_schedule.length > 0;
    case 'rates':
      return areIndicativeRatesValid(user.indicative_rates);
    case 'who-you-support':
      return isClientPreferenceValid(user.client_preference);
    case 'all-set':
      return user.onboarded_at !== null;
  }
}

/**
 * Where `/onboarding` sends a person: someone already onboarded to their profile, anyone else to the
 * first step with nothing saved yet (a step skipped earlier is offered again), or to the last step.
 */
export function resumePath(user: StepUser): string {
  if (user.onboarded_at !== null) return '/profile';
  const step = onboardingSteps(user.user_type).find((candidate) => !isStepDone(user, candidate));
  return onboardingPath(step ?? 'all-set');
}

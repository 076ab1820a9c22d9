// Onboarding's steps, loaded as one file (decision 034): a person who starts onboarding goes through
// most of its steps, and one file leaves one list of files to fetch in the entry instead of twelve.
export { Component as OnboardingPage } from './onboarding';
export { Component as WelcomeStep } from './onboarding-welcome';
export { Component as DisclaimerStep } from './onboarding-disclaimer';
export { Component as IdSelectorStep } from './onboarding-id-selector';
export { Component as SupportNeedsStep } from './onboarding-support-needs';
export { Component as SupportHoursStep } from './onboarding-support-hours';
export { Component as SupportPreferencesStep } from './onboarding-support-preferences';
export { Component as ServicesStep } from './onboarding-services';
export { Component as AvailabilityStep } from './onboarding-availability';
export { Component as RatesStep } from './onboarding-rates';
export { Component as WhoYouSupportStep } from './onboarding-who-you-support';
export { Component as AllSetStep } from './onboarding-all-set';

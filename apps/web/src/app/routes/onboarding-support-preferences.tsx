import { SupportPreferencesStep } from '../../features/onboarding/components/preferences-steps';

export function Component() {
  return <SupportPreferencesStep />;
}

import { WhoYouSupportStep } from '../../features/onboarding/components/preferences-steps';

export function Component() {
  return <WhoYouSupportStep />;
}

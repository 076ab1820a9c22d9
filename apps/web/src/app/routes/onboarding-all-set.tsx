import { AllSetStep } from '../../features/onboarding/components/all-set-step';

export function Component() {
  return <AllSetStep />;
}

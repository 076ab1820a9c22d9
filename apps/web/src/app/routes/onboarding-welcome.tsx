import { WelcomeStep } from '../../features/onboarding/components/welcome-step';

export function Component() {
  return <WelcomeStep />;
}

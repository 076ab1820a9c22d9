import { ServicesStep } from '../../features/onboarding/components/choices-step';

export function Component() {
  return <ServicesStep />;
}

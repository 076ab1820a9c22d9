import { SupportNeedsStep } from '../../features/onboarding/components/choices-step';

export function Component() {
  return <SupportNeedsStep />;
}

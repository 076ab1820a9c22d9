import { IdMethodStep } from '../../features/onboarding/components/id-method-step';

export function Component() {
  return <IdMethodStep />;
}

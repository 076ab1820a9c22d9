import { RatesStep } from '../../features/onboarding/components/rates-step';

export function Component() {
  return <RatesStep />;
}

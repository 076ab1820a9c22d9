import { ServiceListStep } from './onboarding-service-list-step';

export function Component() {
  return <ServiceListStep step="support-needs" />;
}

import { Outlet } from 'react-router';
import { OnboardingLayout } from '../../components/layout/onboarding-layout';

export function Component() {
  return (
    <OnboardingLayout>
      <Outlet />
    </OnboardingLayout>
  );
}

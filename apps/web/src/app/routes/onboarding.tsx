import { ResumeOnboarding } from '../../features/onboarding/components/resume-onboarding';

/** /onboarding: decides which step the person is up to. */
export function Component() {
  return <ResumeOnboarding />;
}

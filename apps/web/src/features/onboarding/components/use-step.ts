import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/auth/get-session';
import { nextStep, onboardingPath, type OnboardingStep } from '../onboarding-steps';

/** The signed-in person on a step, where "Skip for now" goes, and a way to go there after saving. */
export function useStep(step: OnboardingStep) {
  const { user } = useSession();
  const navigate = useNavigate();
  const next = user ? nextStep(user.user_type, step) : null;
  // Someone already onboarded came from their profile's checklist: they go back there.
  const nextPath = user?.onboarded_at ? '/profile' : next ? onboardingPath(next) : '/onboarding';
  return { user, nextPath, goNext: () => navigate(nextPath) };
}

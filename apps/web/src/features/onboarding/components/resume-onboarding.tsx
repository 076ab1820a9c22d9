import { Navigate } from 'react-router';
import { useSession } from '../../../lib/auth/get-session';
import { resumePath } from '../onboarding-steps';

/** /onboarding: sends the person to the step they are up to (or to their profile once onboarded). */
export function ResumeOnboarding() {
  const { user } = useSession();
  return user ? <Navigate to={resumePath(user)} replace /> : null;
}

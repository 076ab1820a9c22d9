import { readAuthOptions } from '../../lib/auth/auth-options';
import { onboardingGuard, type Guard } from '../guards';
import { RouteGuard } from '../route-guard';

/**
 * The onboarding guard on the signed-in app pages (decision 016). The auth-options cookie is read at
 * each arrival, so "Set up later" takes effect at once. A chunk of its own: reading the cookie needs
 * zod, which stays out of the first bundle.
 */
const guard: Guard = (user, location) => onboardingGuard(readAuthOptions())(user, location);

export function Component() {
  return <RouteGuard guard={guard} />;
}

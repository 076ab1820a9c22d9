import { onboardingPaths, type ProfileResponse, type User } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth/get-session';

/** POST /api/onboarding/complete: sets onboarded_at (a 422 on `disclaimer` until it is accepted). */
export function completeOnboarding(): Promise<User> {
  return api
    .post<ProfileResponse>(onboardingPaths.complete, undefined, { snackbar: false })
    .then(({ data }) => data);
}

/** The session user takes the answer at once, so the onboarding guard lets the person through. */
export function useCompleteOnboarding() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['onboarding', 'complete'],
    mutationFn: completeOnboarding,
    onSuccess: (user) => client.setQueryData(SESSION_QUERY_KEY, user),
  });
}

import { onboardingPaths, type ProfileResponse, type User } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth/get-session';

/** POST /api/onboarding/disclaimer: the server stores when the person accepted it. */
export function acceptDisclaimer(): Promise<User> {
  return api
    .post<ProfileResponse>(onboardingPaths.disclaimer, undefined, { snackbar: false })
    .then(({ data }) => data);
}

export function useAcceptDisclaimer() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['onboarding', 'disclaimer'],
    mutationFn: acceptDisclaimer,
    onSuccess: (user) => client.setQueryData(SESSION_QUERY_KEY, user),
  });
}

import { profilePaths, type ProfilePatchBody, type ProfileResponse, type User } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth/get-session';

/**
 * One onboarding step's answers: PATCH /api/profile, the same call the profile screens make (a
 * feature never imports another, so it is one small function here too).
 */
export function saveStep(body: ProfilePatchBody): Promise<User> {
  return api.patch<ProfileResponse>(profilePaths.profile, body, { snackbar: false }).then(({ data }) => data);
}

export function useSaveStep() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['onboarding', 'save-step'],
    mutationFn: saveStep,
    onSuccess: (user) => client.setQueryData(SESSION_QUERY_KEY, user),
  });
}

import { profilePaths, type ProfilePatchBody, type ProfileResponse, type User } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth/get-session';

/** PATCH /api/profile with the fields one screen changes; a bad field is a 422 naming it. */
export function updateProfile(body: ProfilePatchBody): Promise<User> {
  return api.patch<ProfileResponse>(profilePaths.profile, body, { snackbar: false }).then(({ data }) => data);
}

/**
 * The profile is the session user (spec §3), so a save replaces the session data with the server's
 * answer: the completeness flags it computed are shown at once, with no second request.
 */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['profiles', 'update'],
    mutationFn: updateProfile,
    onSuccess: (user) => client.setQueryData(SESSION_QUERY_KEY, user),
  });
}

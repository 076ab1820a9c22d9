import { profilePaths, type ProfileResponse, type User } from '@alongside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/auth/get-session';

/** POST /api/profile/avatar as multipart/form-data (field `avatar`); the server checks and resizes it. */
export function uploadAvatar(file: Blob): Promise<User> {
  const form = new FormData();
  form.append('avatar', file);
  return api.post<ProfileResponse>(profilePaths.avatar, form, { snackbar: false }).then(({ data }) => data);
}

/** DELETE /api/profile/avatar. */
export function removeAvatar(): Promise<User> {
  return api.delete<ProfileResponse>(profilePaths.avatar).then(({ data }) => data);
}

export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['profiles', 'avatar', 'upload'],
    mutationFn: uploadAvatar,
    onSuccess: (user) => client.setQueryData(SESSION_QUERY_KEY, user),
  });
}

export function useRemoveAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['profiles', 'avatar', 'remove'],
    mutationFn: removeAvatar,
    onSuccess: (user) => client.setQueryData(SESSION_QUERY_KEY, user),
  });
}

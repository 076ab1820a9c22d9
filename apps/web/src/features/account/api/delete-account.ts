import { accountSettingsPaths, type DeleteAccountBody, type MessageResponse } from '@alongside/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/account/deletion. Afterwards the tokens of this device point at nothing. */
export function deleteAccount(body: DeleteAccountBody): Promise<MessageResponse> {
  return api.post<MessageResponse>(accountSettingsPaths.deletion, body, { snackbar: false });
}

export function useDeleteAccount() {
  return useMutation({ mutationKey: ['account', 'delete'], mutationFn: deleteAccount });
}

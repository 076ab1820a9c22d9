import { PROFILE_MESSAGES, type ProfilePatchBody } from '@alongside/contract';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { useUpdateProfile } from '../api/update-profile';

/**
 * Every profile screen saves the same way: PATCH the fields it shows, then say so. A failure is
 * thrown to the form, which shows the server's message on each field it names.
 */
export function useSaveProfile() {
  const update = useUpdateProfile();
  const { show } = useSnackbar();
  return async (body: ProfilePatchBody) => {
    await update.mutateAsync(body);
    show({ message: PROFILE_MESSAGES.saved, state: 'success' });
  };
}

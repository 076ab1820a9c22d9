import { DELETE_CONFIRMATION_WORD, DeleteAccountBodySchema } from '@alongside/contract';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { PasswordField } from '../../../components/forms/password-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { clearTokens } from '../../../lib/auth/tokens';
import { useDeleteAccount } from '../api/delete-account';

/** What the login page is told after a deletion, so it can say so (see AccountDeletedNote). */
export const ACCOUNT_DELETED_STATE = { accountDeleted: true } as const;

/**
 * Password and the typed word, then the account is gone. The server has already ended every session,
 * so this device only forgets its tokens and cached data (no sign-out call to a session that is gone).
 */
export function DeleteAccountForm() {
  const remove = useDeleteAccount();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { form, binding, submit } = useApiForm(DeleteAccountBodySchema, {
    defaultValues: { current_password: '', confirmation: '' },
    fields: ['current_password', 'confirmation'],
  });

  return (
    <ApiForm
      form={form}
      binding={binding}
      aria-label="Delete your account"
      onSubmit={submit(async (values) => {
        await remove.mutateAsync(values);
        // Leave the signed-in page first, so its guard does not send the person to sign in again.
        await navigate('/login', { replace: true, state: ACCOUNT_DELETED_STATE });
        clearTokens();
        client.clear();
      })}
    >
      <PasswordField name="current_password" label="Your password" autoComplete="current-password" />
      <FormTextField
        name="confirmation"
        label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
        autoComplete="off"
        hint={`Use capital letters: ${DELETE_CONFIRMATION_WORD}`}
      />
      <Button
        type="submit"
        variant="contained"
        color="error"
        size="large"
        loading={form.formState.isSubmitting}
        fullWidth
      >
        Delete my account for good
      </Button>
    </ApiForm>
  );
}

import { ChangePasswordBodySchema } from '@alongside/contract';
import { useNavigate } from 'react-router';
import { ApiForm } from '../../../components/forms/api-form';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { useChangePassword } from '../api/change-password';
import { PASSWORD_RULE } from './register-form';

/** The current password proves it is the owner; this device stays signed in, every other one is signed out. */
export function UpdatePasswordForm() {
  const change = useChangePassword();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const { form, binding, submit } = useApiForm(ChangePasswordBodySchema, {
    defaultValues: { current_password: '', new_password: '' },
    fields: ['current_password', 'new_password'],
  });

  return (
    <ApiForm
      form={form}
      binding={binding}
      onSubmit={submit(async (values) => {
        const answer = await change.mutateAsync(values);
        show({ message: answer.message, state: 'success' });
        await navigate('/account/settings');
      })}
    >
      <PasswordField name="current_password" label="Current password" autoComplete="current-password" />
      <PasswordField
        name="new_password"
        label="New password"
        autoComplete="new-password"
        hint={PASSWORD_RULE}
      />
      <SubmitButton pending={form.formState.isSubmitting}>Change password</SubmitButton>
    </ApiForm>
  );
}

import { ResetPasswordBodySchema } from '@alongside/contract';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { useResetPassword } from '../api/reset-password';
import { PASSWORD_RULE } from './register-form';

/** The reset e-mail links here with `?email=…&code=…`, so both may arrive filled in. */
export function ResetPasswordForm() {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const [searchParams] = useSearchParams();
  const { form, binding, submit } = useApiForm(ResetPasswordBodySchema, {
    defaultValues: {
      email: searchParams.get('email') ?? '',
      code: searchParams.get('code') ?? '',
      password: '',
    },
    fields: ['email', 'code', 'password'],
  });

  return (
    <ApiForm
      form={form}
      binding={binding}
      onSubmit={submit(async (values) => {
        const answer = await reset.mutateAsync(values);
        show({ message: answer.message, state: 'success' });
        await navigate('/login', { replace: true });
      })}
    >
      <FormTextField
        name="email"
        label="E-mail address"
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <FormTextField name="code" label="6-digit code" inputMode="numeric" autoComplete="one-time-code" />
      <PasswordField name="password" label="New password" autoComplete="new-password" hint={PASSWORD_RULE} />
      <SubmitButton pending={form.formState.isSubmitting}>Change password</SubmitButton>
      <Link component={RouterLink} to="/account/settings/forget-password" sx={{ alignSelf: 'center' }}>
        Ask for a new code
      </Link>
    </ApiForm>
  );
}

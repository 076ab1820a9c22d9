import { RegisterBodySchema } from '@alongside/contract';
import { PASSWORD_MIN_LENGTH } from '@alongside/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { ApiForm } from '../../../components/forms/api-form';
import { FormRadioGroup } from '../../../components/forms/form-radio-group';
import { FormTextField } from '../../../components/forms/form-text-field';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useRegister } from '../api/register';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

/** The user types in plain words (spec §1: client and worker). */
const USER_TYPE_OPTIONS = [
  { value: 'client', label: 'Looking for support' },
  { value: 'worker', label: 'A support worker' },
] as const;

export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters. A few words together work well.`;

export function RegisterForm() {
  const register = useRegister();
  const completeSignIn = useCompleteSignIn();
  const { form, binding, submit } = useApiForm(RegisterBodySchema, {
    defaultValues: { first_name: '', last_name: '', email: '', password: '' },
    fields: ['user_type', 'first_name', 'last_name', 'email', 'password'],
  });

  return (
    <ApiForm
      form={form}
      binding={binding}
      onSubmit={submit(async ({ recaptcha_token: _unused, ...body }) => {
        // Registering also signs in; the auth guard then sends the person on to confirm the e-mail.
        await completeSignIn(await register.mutateAsync(body));
      })}
    >
      <FormRadioGroup name="user_type" legend="I am…" options={USER_TYPE_OPTIONS} />
      <FormTextField name="first_name" label="First name" autoComplete="given-name" />
      <FormTextField name="last_name" label="Last name" autoComplete="family-name" />
      <FormTextField
        name="email"
        label="E-mail address"
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <PasswordField name="password" label="Password" autoComplete="new-password" hint={PASSWORD_RULE} />
      <SubmitButton pending={form.formState.isSubmitting}>Create account</SubmitButton>
      <Box sx={{ textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Sign in
        </Link>
      </Box>
    </ApiForm>
  );
}

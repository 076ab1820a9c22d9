import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useLogin } from '../api/login';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

// The sign-in page is a landing page: zod loads after it has drawn (docs/decisions/011).
const loadLoginSchema = () =>
  import('../../../lib/auth/auth-contract').then((contract) => contract.LoginBodySchema);

export function LoginForm() {
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [searchParams] = useSearchParams();
  const { form, binding, submit } = useApiForm(loadLoginSchema, {
    defaultValues: { email: '', password: '' },
    fields: ['email', 'password'],
  });
  const redirect = searchParams.get('redirect');

  return (
    <ApiForm
      form={form}
      binding={binding}
      onSubmit={submit(async ({ email, password }) => {
        await completeSignIn(await login.mutateAsync({ email, password }));
      })}
    >
      <FormTextField
        name="email"
        label="E-mail address"
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <PasswordField name="password" label="Password" autoComplete="current-password" />
      <Link component={RouterLink} to="/account/settings/forget-password" sx={{ alignSelf: 'flex-start' }}>
        Forgot your password?
      </Link>
      <SubmitButton pending={form.formState.isSubmitting}>Sign in</SubmitButton>
      <Box sx={{ textAlign: 'center' }}>
        New to Alongside?{' '}
        <Link
          component={RouterLink}
          to={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}
        >
          Create an account
        </Link>
      </Box>
    </ApiForm>
  );
}

import { VerifyEmailBodySchema } from '@alongside/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { sessionQueryOptions } from '../../../lib/auth/get-session';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { useVerifyEmail } from '../api/verify-email';

/** The 6-digit code from the e-mail. Success reloads the session and goes on to where the person was heading. */
export function VerifyEmailForm() {
  const verify = useVerifyEmail();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { show } = useSnackbar();
  const { form, binding, submit } = useApiForm(VerifyEmailBodySchema, {
    defaultValues: { code: '' },
    fields: ['code'],
  });

  return (
    <ApiForm
      form={form}
      binding={binding}
      onSubmit={submit(async (values) => {
        const answer = await verify.mutateAsync(values);
        show({ message: answer.message, state: 'success' });
        await client.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
        await navigate(safeRedirectPath(searchParams.get('redirect')) ?? '/', { replace: true });
      })}
    >
      <FormTextField name="code" label="6-digit code" inputMode="numeric" autoComplete="one-time-code" />
      <SubmitButton pending={form.formState.isSubmitting}>Confirm</SubmitButton>
    </ApiForm>
  );
}

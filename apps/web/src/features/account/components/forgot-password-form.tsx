import { ForgotPasswordBodySchema } from '@alongside/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useForgotPassword } from '../api/forgot-password';

/**
 * Asks for a reset code. The answer is the same whether or not the account exists, so the page
 * never tells who has an account; it then offers the way to the code entry.
 */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const { form, binding, submit } = useApiForm(ForgotPasswordBodySchema, {
    defaultValues: { email: '' },
    fields: ['email'],
  });

  // The form is replaced by the answer, so focus goes to the answer rather than being lost.
  useEffect(() => {
    if (sent) resultRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Alert severity="success" ref={resultRef} tabIndex={-1}>
          {sent.message}
        </Alert>
        <Button
          component={RouterLink}
          to={`/reset-password?email=${encodeURIComponent(sent.email)}`}
          variant="contained"
          size="large"
        >
          Enter the code
        </Button>
        <Button variant="text" onClick={() => setSent(null)}>
          Use another e-mail address
        </Button>
      </Box>
    );
  }

  return (
    <ApiForm
      form={form}
      binding={binding}
      onSubmit={submit(async (values) => {
        const answer = await forgot.mutateAsync(values);
        setSent({ email: values.email, message: answer.message });
      })}
    >
      <FormTextField
        name="email"
        label="E-mail address"
        type="email"
        inputMode="email"
        autoComplete="email"
      />
      <SubmitButton pending={form.formState.isSubmitting}>Send me a code</SubmitButton>
    </ApiForm>
  );
}

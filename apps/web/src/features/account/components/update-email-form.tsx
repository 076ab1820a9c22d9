import { ChangeEmailBodySchema, ConfirmEmailChangeBodySchema, type SessionUser } from '@alongside/contract';
import { ACCOUNT_LIMITS } from '@alongside/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import {
  useCancelEmailChange,
  useConfirmEmailChange,
  useResendEmailChange,
  useStartEmailChange,
} from '../api/change-email';
import { useCountdown } from '../hooks/use-countdown';
import { ResendCode } from './resend-code';

/**
 * Two steps: the new address and the password, then the code mailed to the new address. The step
 * follows the session user: while `pending_email` is set, the code is asked for (also after a reload).
 */
export function UpdateEmailForm({ user }: { user: SessionUser }) {
  const countdown = useCountdown();
  return user.pending_email ? (
    <ConfirmStep pendingEmail={user.pending_email} countdown={countdown} />
  ) : (
    <StartStep currentEmail={user.email} onCodeSent={countdown.start} />
  );
}

type Countdown = ReturnType<typeof useCountdown>;

function StartStep({
  currentEmail,
  onCodeSent,
}: {
  currentEmail: string;
  onCodeSent: (seconds: number) => void;
}) {
  const start = useStartEmailChange();
  const { show } = useSnackbar();
  const { form, binding, submit } = useApiForm(ChangeEmailBodySchema, {
    defaultValues: { new_email: '', current_password: '' },
    fields: ['new_email', 'current_password'],
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography>
        Your e-mail address is now <strong style={{ overflowWrap: 'anywhere' }}>{currentEmail}</strong>. We
        will send a 6-digit code to the new address. Your address changes only when you enter that code.
      </Typography>
      <ApiForm
        form={form}
        binding={binding}
        onSubmit={submit(async (values) => {
          const answer = await start.mutateAsync(values);
          onCodeSent(answer.retry_after_seconds);
          show({ message: answer.message, state: 'success' });
        })}
      >
        <FormTextField
          name="new_email"
          label="New e-mail address"
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <PasswordField name="current_password" label="Current password" autoComplete="current-password" />
        <SubmitButton pending={form.formState.isSubmitting}>Send the code</SubmitButton>
      </ApiForm>
    </Box>
  );
}

function ConfirmStep({ pendingEmail, countdown }: { pendingEmail: string; countdown: Countdown }) {
  const confirm = useConfirmEmailChange();
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const minutes = Math.round(ACCOUNT_LIMITS.emailCodeSeconds / 60);
  const { form, binding, submit } = useApiForm(ConfirmEmailChangeBodySchema, {
    defaultValues: { code: '' },
    fields: ['code'],
  });

  const onCancel = async () => {
    const answer = await cancel.mutateAsync();
    show({ message: answer.message, state: 'success' });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography>
        We sent a 6-digit code to <strong style={{ overflowWrap: 'anywhere' }}>{pendingEmail}</strong>. Enter
        it below to start using that address. The code works for {minutes} minutes.
      </Typography>
      <ApiForm
        form={form}
        binding={binding}
        onSubmit={submit(async (values) => {
          const answer = await confirm.mutateAsync(values);
          show({ message: answer.message, state: 'success' });
          await navigate('/account/settings');
        })}
      >
        {/* The step replaced the form the person was in: focus goes on to the field they need next. */}
        <FormTextField
          name="code"
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
        />
        <SubmitButton pending={form.formState.isSubmitting}>Confirm new address</SubmitButton>
      </ApiForm>
      <Divider />
      <ResendCode resend={resend} countdown={countdown} />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
        <Typography>Wrong address, or changed your mind?</Typography>
        <Button
          variant="outlined"
          onClick={() => void onCancel().catch(() => undefined)}
          loading={cancel.isPending}
        >
          Cancel this change
        </Button>
      </Box>
    </Box>
  );
}

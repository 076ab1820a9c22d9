import type { JobCard } from '@alongside/contract';
import {
  ApplicationMessageSchema,
  ProposedRateSchema,
  formatDocumentDate,
  isApplicationActive,
  optionalDollarsTextSchema,
} from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { useApply } from '../api/applications';
import { MY_APPLICATION_STATE_LABELS } from '../job-texts';
import { AllowanceUsedNotice, allowanceLeftText, isAllowanceUsed } from './allowance-notice';

/** Something the worker's profile still needs before they may apply, and where it is done. */
export type ApplyRequirement = { label: string; to: string };

const ApplyFormSchema = z.object({
  message: ApplicationMessageSchema,
  proposed_rate: optionalDollarsTextSchema(ProposedRateSchema),
});

/**
 * Applying to an open job (issue #21): a short message and, if they like, a rate of their own. A
 * worker who applied sees where their application stands (on a job that is no longer open, whatever
 * became of it; on an open one, while it is in the running or they are hired, since after it ended
 * they may apply again); one whose profile is not ready is told what is missing, each with a link to
 * where it is done. A worker without a plan reads how much of the month's free allowance is left
 * (`allowance`, null with a plan); once it is used, why they cannot apply and where to choose a
 * plan. A job that is not open has no form.
 */
export function ApplyForm({
  job,
  requirements,
  allowance = null,
}: {
  job: JobCard;
  requirements: readonly ApplyRequirement[];
  allowance?: { left: number } | null;
}) {
  const mine = job.my_application;
  const isOpen = job.state === 'open';
  if (mine && (!isOpen || mine.state === 'hired' || isApplicationActive(mine.state))) {
    return (
      <Alert
        severity={mine.state === 'hired' || isApplicationActive(mine.state) ? 'success' : 'info'}
        component="section"
        // Where the application stands is read like the rest of the page, not as an alarm at each visit.
        role="region"
        aria-labelledby="applied-heading"
      >
        <Typography id="applied-heading" component="h2" sx={{ fontWeight: 600 }}>
          {mine.state === 'hired'
            ? 'You are hired for this job'
            : `You applied on ${formatDocumentDate(mine.created_at)}`}
        </Typography>
        Your application: {MY_APPLICATION_STATE_LABELS[mine.state]}.{' '}
        <Link component={RouterLink} to="/applications">
          See your applications
        </Link>
      </Alert>
    );
  }
  if (!isOpen) return null;
  if (requirements.length > 0) {
    return (
      <Alert severity="info" component="section" aria-labelledby="not-ready-heading">
        <Typography id="not-ready-heading" component="h2" sx={{ fontWeight: 600 }}>
          Before you can apply
        </Typography>
        Clients hire workers whose profile is complete and whose checks are approved. Still to do:
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {requirements.map((item) => (
            <li key={item.label}>
              <Link component={RouterLink} to={item.to}>
                {item.label}
              </Link>
            </li>
          ))}
        </Box>
      </Alert>
    );
  }
  if (allowance?.left === 0) return <AllowanceUsedNotice />;
  return <Apply job={job} allowanceLeft={allowance?.left ?? null} />;
}

function Apply({ job, allowanceLeft }: { job: JobCard; allowanceLeft: number | null }) {
  const apply = useApply();
  // The allowance may run out between reading it and applying (another device, a request accepted).
  const [allowanceUsed, setAllowanceUsed] = useState(false);
  const { show } = useSnackbar();
  const { form, binding, submit } = useApiForm(ApplyFormSchema, {
    defaultValues: { message: '', proposed_rate: '' },
    fields: ['message', 'proposed_rate'],
  });
  if (allowanceUsed) return <AllowanceUsedNotice />;
  return (
    <Box
      component="section"
      aria-labelledby="apply-heading"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id="apply-heading" variant="h2">
        Apply for this job
      </Typography>
      {allowanceLeft === null ? null : <Typography>{allowanceLeftText(allowanceLeft)}</Typography>}
      <ApiForm
        form={form}
        binding={binding}
        aria-label="Apply for this job"
        onSubmit={submit(async (values) => {
          const body = { message: values.message, proposed_rate: values.proposed_rate };
          try {
            const { message } = await apply.mutateAsync({ jobId: job.id, body });
            show({ message, state: 'success' });
          } catch (error) {
            if (!isAllowanceUsed(error)) throw error;
            setAllowanceUsed(true);
          }
        })}
      >
        <FormTextField
          name="message"
          label={`A short message to ${job.client_first_name}`}
          autoComplete="off"
          multiline
          minRows={4}
          hint="Say why the job suits you and when you could start. At most 1000 characters."
        />
        <FormTextField
          name="proposed_rate"
          label="Your hourly rate, in dollars (optional)"
          autoComplete="off"
          inputMode="decimal"
          hint="Leave it empty to take the rate the job offers."
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={form.formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          Send my application
        </Button>
      </ApiForm>
    </Box>
  );
}

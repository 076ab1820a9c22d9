import {
  ADMIN_REPORT_MESSAGES,
  ResolveReportBodySchema,
  type StaffReportResponse,
} from '@alongside/contract';
import { REPORT_OUTCOMES, REPORT_OUTCOME_TEXTS, REPORT_REASON_TEXTS } from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { ApiForm } from '../../../components/forms/api-form';
import { FormRadioGroup } from '../../../components/forms/form-radio-group';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useReport, useResolveReport } from '../api/reports';
import { isForbidden } from './is-forbidden';
import { NoAccess } from './no-access';
import { formatDecisionTime, ownerName } from './review-words';

type Report = StaffReportResponse['data'];

/** One reported conversation: why, who, the messages in question, and closing it with what was done. */
export function ReportReview({ id }: { id: string }) {
  const report = useReport(id);
  if (report.isError && isForbidden(report.error)) return <NoAccess />;
  return (
    <QueryState query={report} what="the report">
      {(data) => <ReportDetails report={data} />}
    </QueryState>
  );
}

function ReportDetails({ report }: { report: Report }) {
  const [closed, setClosed] = useState(false);
  const names = new Map([
    [report.reporter.id, ownerName(report.reporter)],
    [report.reported.id, ownerName(report.reported)],
  ]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 0.5, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1 } }}
      >
        <dt>Why</dt>
        <dd>{REPORT_REASON_TEXTS[report.reason]}</dd>
        <dt>What they added</dt>
        <dd>{report.note || 'Nothing.'}</dd>
        <dt>Reported by</dt>
        <dd>{ownerName(report.reporter)}</dd>
        <dt>About</dt>
        <dd>{ownerName(report.reported)}</dd>
        <dt>When</dt>
        <dd>{formatDecisionTime(report.created_at)}</dd>
      </Box>
      <Box
        component="section"
        aria-labelledby="reported-messages"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Typography variant="h2" id="reported-messages">
          The messages up to the report
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {report.messages.map((message) => (
            <Paper component="li" variant="outlined" key={message.id} sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {names.get(message.sender_id) ?? 'Someone'}, {formatDecisionTime(message.sent_at)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.body}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Box>
      {report.resolved_at || closed ? (
        <Alert severity="success">
          {closed ? ADMIN_REPORT_MESSAGES.resolved : 'This report is closed.'}{' '}
          <RouterLink to="/admin/reports">Back to the reported conversations</RouterLink>
        </Alert>
      ) : (
        <ResolveForm id={report.id} onResolved={() => setClosed(true)} />
      )}
    </Box>
  );
}

function ResolveForm({ id, onResolved }: { id: string; onResolved: () => void }) {
  const resolve = useResolveReport(id);
  const { form, binding, submit } = useApiForm(ResolveReportBodySchema, {
    defaultValues: { outcome: undefined as never, note: '' },
    fields: ['outcome', 'note'],
  });
  return (
    <ApiForm
      form={form}
      binding={binding}
      aria-label="Close the report"
      onSubmit={submit(async (body) => {
        await resolve.mutateAsync(body);
        onResolved();
      })}
    >
      <FormRadioGroup
        name="outcome"
        legend="What did you do about it?"
        options={REPORT_OUTCOMES.map((value) => ({ value, label: REPORT_OUTCOME_TEXTS[value] }))}
      />
      <FormTextField
        name="note"
        label="Note for our team (optional)"
        multiline
        minRows={2}
        autoComplete="off"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        sx={{ alignSelf: 'flex-start' }}
        loading={form.formState.isSubmitting}
      >
        Close the report
      </Button>
    </ApiForm>
  );
}

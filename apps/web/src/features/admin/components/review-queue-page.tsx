import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { useReviewQueue } from '../api/get-review-documents';
import { useReportQueue } from '../api/reports';
import { AuditLog } from './audit-log';
import { NoAccess } from './no-access';
import { isForbidden } from './is-forbidden';
import { ReviewQueue } from './review-queue';
import { EMPTY_REPORTS_TEXT, reportsWaitingSentence } from './report-queue';

/** Page numbers from the address (`?page=2&audit_page=3`), so Back and reloading keep the place. */
function pageParam(params: URLSearchParams, name: string): number {
  const value = Number(params.get(name));
  return Number.isInteger(value) && value >= 1 ? value : 1;
}

/** /admin/verification: the documents waiting for review, then the audit log. */
export function ReviewQueuePage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params, 'page');
  const auditPage = pageParam(params, 'audit_page');
  const queue = useReviewQueue(page);
  if (queue.isError && isForbidden(queue.error)) return <NoAccess />;

  const goTo = (name: string) => (value: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(name, String(value));
      return next;
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h1">{title}</Typography>
        <Typography>
          Check each document against its details, then approve it or say why it is rejected. The person is
          told either way.
        </Typography>
      </Box>
      <Box
        component="section"
        aria-labelledby="queue-heading"
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography variant="h2" id="queue-heading">
          Waiting for review
        </Typography>
        <ReviewQueue page={page} onPage={goTo('page')} />
      </Box>
      <Box
        component="section"
        aria-labelledby="reports-heading"
        sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}
      >
        <Typography variant="h2" id="reports-heading">
          Reported conversations
        </Typography>
        <ReportsWaiting />
      </Box>
      <Box
        component="section"
        aria-labelledby="audit-heading"
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Typography variant="h2" id="audit-heading">
          Audit log
        </Typography>
        <AuditLog page={auditPage} onPage={goTo('audit_page')} />
      </Box>
    </Box>
  );
}

/** How many reported conversations wait, and the way to them. */
function ReportsWaiting() {
  const reports = useReportQueue(1);
  return (
    <QueryState query={reports} what="the reported conversations">
      {({ meta }) => (
        <>
          <Typography>
            {meta.total === 0 ? EMPTY_REPORTS_TEXT : reportsWaitingSentence(meta.total)}
          </Typography>
          <Button component={RouterLink} to="/admin/reports" variant="outlined" size="large">
            Read the reported conversations
          </Button>
        </>
      )}
    </QueryState>
  );
}

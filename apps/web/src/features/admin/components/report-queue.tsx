import type { StaffReport } from '@alongside/contract';
import { REPORT_REASON_TEXTS } from '@alongside/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/feedback/query-state';
import { visuallyHidden } from '../../../components/layout/page-loading';
import { useReportQueue } from '../api/reports';
import { PageLinks } from './page-links';
import { formatDecisionTime, ownerName, USER_TYPE_WORDS } from './review-words';
import { TouchLink } from '../../../components/links/touch-link';

export const EMPTY_REPORTS_TEXT = 'No conversation waits for review.';

export function reportsWaitingSentence(total: number): string {
  return total === 1 ? '1 conversation was reported.' : `${total} conversations were reported.`;
}

/** The reported conversations waiting, oldest first, each a card with the way to read it. */
export function ReportQueue({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const queue = useReportQueue(page);
  return (
    <QueryState
      query={queue}
      what="the reported conversations"
      isEmpty={({ data }) => data.length === 0}
      empty={EMPTY_REPORTS_TEXT}
    >
      {({ data, meta }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography>{reportsWaitingSentence(meta.total)} The oldest comes first.</Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {data.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </Box>
          <PageLinks meta={meta} label="Pages of reported conversations" onPage={onPage} />
        </Box>
      )}
    </QueryState>
  );
}

function ReportCard({ report }: { report: StaffReport }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{REPORT_REASON_TEXTS[report.reason]}</Typography>
        <Typography>
          {`${ownerName(report.reporter)} (${USER_TYPE_WORDS[report.reporter.user_type].toLowerCase()}) reported ${ownerName(report.reported)} (${USER_TYPE_WORDS[report.reported.user_type].toLowerCase()})`}
        </Typography>
        <Typography color="text.secondary">{formatDecisionTime(report.created_at)}</Typography>
        <TouchLink to={`/admin/reports/${encodeURIComponent(report.id)}`} sx={{ fontWeight: 600 }}>
          Read the conversation
          <Box component="span" sx={visuallyHidden}>
            {` ${ownerName(report.reporter)} reported`}
          </Box>
        </TouchLink>
      </CardContent>
    </Card>
  );
}

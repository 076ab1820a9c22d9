import type { AuditEntry } from '@alongside/contract';
import { documentLabel } from '@alongside/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAuditLog } from '../api/get-audit-log';
import { QueryState } from '../../../components/feedback/query-state';
import { PageLinks } from './page-links';
import { AUDIT_ACTION_WORDS, formatDecisionTime } from './review-words';

/** Every decision, newest first: who, when, what, on which document, and why. */
export function AuditLog({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  return (
    <QueryState
      query={useAuditLog(page)}
      what="the audit log"
      isEmpty={({ data }) => data.length === 0}
      empty="No decisions yet."
    >
      {({ data, meta }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <AuditEntries entries={data} showOwner />
          <PageLinks meta={meta} label="Pages of the audit log" onPage={onPage} />
        </Box>
      )}
    </QueryState>
  );
}

/** A list of audit entries; the owner is left out where the page is already about one document. */
export function AuditEntries({ entries, showOwner }: { entries: readonly AuditEntry[]; showOwner: boolean }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {entries.map((entry) => (
        <li key={entry.id}>
          <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {AUDIT_ACTION_WORDS[entry.action]}: {documentLabel(entry.document_type)}
              {showOwner && entry.owner_name ? ` of ${entry.owner_name}` : ''}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              By {entry.actor_name}, <time dateTime={entry.at}>{formatDecisionTime(entry.at)}</time>
            </Typography>
            {entry.reason ? (
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                Reason: {entry.reason}
              </Typography>
            ) : null}
          </Paper>
        </li>
      ))}
    </Box>
  );
}

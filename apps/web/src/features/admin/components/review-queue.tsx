import type { ReviewDocument } from '@alongside/contract';
import { formatDocumentDate } from '@alongside/domain';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useReviewQueue } from '../api/get-review-documents';
import { QueryState } from '../../../components/feedback/query-state';
import { PageLinks } from './page-links';
import { visuallyHidden } from '../../../components/layout/page-loading';
import { ownerName, USER_TYPE_WORDS } from './review-words';
import { TouchLink } from '../../../components/links/touch-link';

export const EMPTY_QUEUE_TEXT = 'Nothing to review. Well done.';

/** The pending documents, oldest first: a table on wide screens, cards on narrow ones. */
export function ReviewQueue({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const queue = useReviewQueue(page);
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  return (
    <QueryState
      query={queue}
      what="the documents to review"
      isEmpty={({ data }) => data.length === 0}
      empty={EMPTY_QUEUE_TEXT}
    >
      {({ data, meta }) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography>
            {meta.total === 1 ? '1 document is waiting.' : `${meta.total} documents are waiting.`} The oldest
            comes first.
          </Typography>
          {wide ? <QueueTable documents={data} /> : <QueueCards documents={data} />}
          <PageLinks meta={meta} label="Pages of documents to review" onPage={onPage} />
        </Box>
      )}
    </QueryState>
  );
}

function ReviewLink({ document }: { document: ReviewDocument }) {
  return (
    <TouchLink to={`/admin/verification/${encodeURIComponent(document.id)}`} sx={{ fontWeight: 600 }}>
      Review
      <Box component="span" sx={visuallyHidden}>
        {` ${document.label} from ${ownerName(document.owner)}`}
      </Box>
    </TouchLink>
  );
}

function QueueTable({ documents }: { documents: readonly ReviewDocument[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table>
        <caption style={visuallyHidden}>Documents waiting for review, oldest first</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Person
            </TableCell>
            <TableCell component="th" scope="col">
              Type
            </TableCell>
            <TableCell component="th" scope="col">
              Document
            </TableCell>
            <TableCell component="th" scope="col">
              Uploaded
            </TableCell>
            <TableCell component="th" scope="col">
              <Box component="span" sx={visuallyHidden}>
                Action
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {documents.map((document) => (
            <TableRow key={document.id}>
              <TableCell component="th" scope="row">
                {ownerName(document.owner)}
              </TableCell>
              <TableCell>{USER_TYPE_WORDS[document.owner.user_type]}</TableCell>
              <TableCell>{document.label}</TableCell>
              <TableCell>{formatDocumentDate(document.uploaded_at)}</TableCell>
              <TableCell>
                <ReviewLink document={document} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function QueueCards({ documents }: { documents: readonly ReviewDocument[] }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {documents.map((document) => (
        <li key={document.id}>
          <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Typography variant="h3" sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}>
              {document.label}
            </Typography>
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {ownerName(document.owner)} · {USER_TYPE_WORDS[document.owner.user_type]}
            </Typography>
            <Typography color="text.secondary">
              Uploaded {formatDocumentDate(document.uploaded_at)}
            </Typography>
            <Box>
              <ReviewLink document={document} />
            </Box>
          </Paper>
        </li>
      ))}
    </Box>
  );
}

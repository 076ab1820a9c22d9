import { formatAbn } from '@alongside/domain';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { ReviewDocumentDetail } from '../api/get-review-documents';
import { useDocumentFileLink } from '../api/get-document-file-link';
import { QueryState } from '../../../components/feedback/query-state';
import { visuallyHidden } from '../../../components/layout/page-loading';
import { ownerName } from './review-words';

/** The ABN register's page for one ABN, where staff check it (decision 017: the ABN has no file). */
export function abnRegisterUrl(digits: string): string {
  return `https://abr.business.gov.au/ABN/View?abn=${encodeURIComponent(digits)}`;
}

/**
 * What the document shows: its file through a short-lived link (a PDF in a frame, an image as an
 * image), the ABN with a link to the public register, or a note that the identity service checked it.
 */
export function DocumentFileView({ document }: { document: ReviewDocumentDetail }) {
  const { file } = document;
  if (document.abn !== null) {
    return (
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
          ABN
        </Typography>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 600, letterSpacing: 1 }}>
          {formatAbn(document.abn)}
        </Typography>
        <Typography>There is no file: check the ABN and the name on the public register.</Typography>
        <Link href={abnRegisterUrl(document.abn)} target="_blank" rel="noopener noreferrer" sx={linkStyle}>
          Look it up on ABN Lookup
          <OpenInNew aria-hidden="true" fontSize="small" sx={{ ml: 0.5 }} />
          <Box component="span" sx={visuallyHidden}>
            (opens in a new tab)
          </Box>
        </Link>
      </Paper>
    );
  }
  if (file === null) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography>The identity service checked this document. There is no file.</Typography>
      </Paper>
    );
  }
  return <FileFrame document={document} file={file} />;
}

function FileFrame({
  document,
  file,
}: {
  document: ReviewDocumentDetail;
  file: NonNullable<ReviewDocumentDetail['file']>;
}) {
  const link = useDocumentFileLink(document.id, true);
  const title = `${document.label} from ${ownerName(document.owner)}`;
  return (
    <QueryState query={link} what="the file">
      {({ url }) => <FileShown file={file} title={title} url={url} />}
    </QueryState>
  );
}

function FileShown({
  file,
  title,
  url,
}: {
  file: NonNullable<ReviewDocumentDetail['file']>;
  title: string;
  url: string;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {file.type === 'application/pdf' ? (
        <Box
          component="iframe"
          src={url}
          title={`${title} (PDF)`}
          sx={{
            width: '100%',
            height: { xs: 360, md: 560 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      ) : (
        <Box
          component="img"
          src={url}
          alt={title}
          sx={{ maxWidth: '100%', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      )}
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {file.name} · {fileSize(file.size)}
      </Typography>
      <Link href={url} target="_blank" rel="noopener noreferrer" sx={linkStyle}>
        Open in a new tab
        <OpenInNew aria-hidden="true" fontSize="small" sx={{ ml: 0.5 }} />
      </Link>
    </Box>
  );
}

function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const linkStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  alignSelf: 'flex-start',
} as const;

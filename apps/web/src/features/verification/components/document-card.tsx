import type { Document } from '@alongside/contract';
import { formatDocumentDate } from '@alongside/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** What a document is, in words: its heading on the card. */
export function documentHeading(document: Document): string {
  if (document.status === 'pending') return 'Waiting for review';
  if (document.status === 'rejected') return 'Not accepted';
  if (document.expired) return 'Expired';
  return document.source === 'identity_check' ? 'Checked online' : 'Approved';
}

/** The lines under the heading: dates, the reason for a rejection, the details given. */
function documentLines(document: Document): string[] {
  const lines: string[] = [];
  if (document.status === 'rejected' && document.rejection_reason) {
    lines.push(`Reason: ${document.rejection_reason}`);
  }
  if (document.approved_at) lines.push(`Approved on ${formatDocumentDate(document.approved_at)}.`);
  else lines.push(`Sent on ${formatDocumentDate(document.uploaded_at)}.`);
  if (document.abn) lines.push(`ABN: ${document.abn}`);
  if (document.document_number) lines.push(`Number: ${document.document_number}`);
  if (document.issued_on) lines.push(`Issued on ${formatDocumentDate(document.issued_on)}.`);
  if (document.expires_on) {
    lines.push(`${document.expired ? 'Expired' : 'Expires'} on ${formatDocumentDate(document.expires_on)}.`);
  }
  if (document.file) lines.push(`File: ${document.file.name}`);
  return lines;
}

/** One of the person's documents of a type, with "View file" and "Remove". */
export function DocumentCard({
  document,
  opening,
  onView,
  onRemove,
}: {
  document: Document;
  opening: boolean;
  onView: () => void;
  onRemove: () => void;
}) {
  const id = useId();
  const heading = documentHeading(document);
  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-heading`}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id={`${id}-heading`} variant="h3" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
          {heading}
        </Typography>
        {documentLines(document).map((line) => (
          <Typography key={line} sx={{ overflowWrap: 'anywhere' }}>
            {line}
          </Typography>
        ))}
        {document.source === 'upload' ? (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 1 }}>
            {document.file ? (
              <Button variant="outlined" size="large" loading={opening} onClick={onView}>
                View file
              </Button>
            ) : null}
            <Button variant="outlined" color="error" size="large" onClick={onRemove}>
              Remove
            </Button>
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

import { DOCUMENT_MESSAGES, type Document, type Requirement } from '@alongside/contract';
import { DOCUMENT_REQUIREMENTS } from '@alongside/domain';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { useDeleteDocument } from '../api/delete-document';
import { useOpenDocumentFile } from '../api/open-document-file';
import { DocumentCard } from './document-card';
import { DocumentUploadForm } from './document-upload-form';
import { requirementStatusWords, StatusIcon, StatusText } from './requirement-status';

/**
 * One requirement: where it is up to in words, the documents behind it (each can be viewed or
 * removed), and the form to upload one, or a new file while one waits for review.
 */
export function RequirementDetail({ requirement }: { requirement: Requirement }) {
  const type = requirement.document_type;
  const needsFile = DOCUMENT_REQUIREMENTS[type].needsFile;
  const words = requirementStatusWords(requirement);
  const file = useOpenDocumentFile();
  const remove = useDeleteDocument();
  const { show } = useSnackbar();
  const [removing, setRemoving] = useState<Document | null>(null);
  // A fresh form after each upload (the file input cannot be emptied any other way), and whenever
  // the open document changes, so the form starts from its details.
  const [uploads, setUploads] = useState(0);
  const documents = [requirement.open, requirement.current].filter(
    (document): document is Document => document !== null,
  );
  const uploadHeading = needsFile
    ? documents.length > 0
      ? 'Upload a new file'
      : 'Upload your document'
    : documents.length > 0
      ? 'Change your ABN'
      : 'Enter your ABN';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box component="section" aria-labelledby="requirement-status">
        <Typography id="requirement-status" variant="h2" sx={{ mb: 1 }}>
          Status
        </Typography>
        <Box role="status" sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <StatusIcon tone={words.tone} />
          <Box>
            <StatusText words={words} component="p" />
            {words.next ? <Typography>{words.next}</Typography> : null}
          </Box>
        </Box>
      </Box>

      {documents.length > 0 ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {documents.map((document) => (
            <DocumentCard
              key={document.id}
              document={document}
              opening={file.pendingId === document.id}
              onView={() => file.open(document.id)}
              onRemove={() => setRemoving(document)}
            />
          ))}
        </Box>
      ) : null}

      <Box component="section" aria-labelledby="requirement-upload">
        <Typography id="requirement-upload" variant="h2" sx={{ mb: 2 }}>
          {uploadHeading}
        </Typography>
        <DocumentUploadForm
          key={`${type}-${uploads}-${requirement.open?.id ?? 'none'}-${requirement.open?.status ?? ''}`}
          type={type}
          open={requirement.open}
          onUploaded={() => setUploads((count) => count + 1)}
        />
      </Box>

      <ConfirmDialog
        open={removing !== null}
        title="Remove this document?"
        body={
          // Removing an approved document loses its approval (and may lose "fully verified").
          removing?.status === 'approved'
            ? 'The file is deleted and this check is no longer approved. You will need to upload it again.'
            : 'The file is deleted and our team will not review it.'
        }
        confirmLabel="Remove"
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          // The message follows the removal itself: it reads the session again, which can draw
          // this screen anew before it is done, and a callback given to `mutate` goes with it.
          void remove.mutateAsync(removing.id).then(
            () => {
              setRemoving(null);
              show({ message: DOCUMENT_MESSAGES.removed, state: 'success' });
            },
            // The API client has shown what went wrong; the dialog stays open to try again.
            () => undefined,
          );
        }}
      />
    </Box>
  );
}

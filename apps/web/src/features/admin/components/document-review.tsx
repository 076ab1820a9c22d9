import { DOCUMENT_MESSAGES, type ReviewDocument } from '@alongside/contract';
import {
  AUSTRALIAN_STATE_NAMES,
  DOCUMENT_REQUIREMENTS,
  type DocumentField,
  formatDocumentDate,
  type AustralianState,
} from '@alongside/domain';
import { apiErrorText } from '../../../lib/api-error-text';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { isApiError } from '../../../lib/api-client';
import { useApproveDocument } from '../api/decide-document';
import { useReviewDocument, type ReviewDocumentDetail } from '../api/get-review-documents';
import { AuditEntries } from './audit-log';
import { DocumentFileView } from './document-file-view';
import { NoAccess } from './no-access';
import { isForbidden } from './is-forbidden';
import { QueryState } from '../../../components/feedback/query-state';
import { RejectForm } from './reject-form';
import { formatDecisionTime, ownerName, USER_TYPE_WORDS } from './review-words';

export const QUEUE_PATH = '/admin/verification';

/** /admin/verification/:id: the file and the details side by side, the history, and the decision. */
export function DocumentReview({ id, title }: { id: string; title: string }) {
  const document = useReviewDocument(id);
  if (document.isError && isForbidden(document.error)) return <NoAccess />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="h1">{title}</Typography>
      <QueryState query={document} what="the document">
        {(data) => <ReviewBody document={data} />}
      </QueryState>
    </Box>
  );
}

function ReviewBody({ document }: { document: ReviewDocumentDetail }) {
  const name = ownerName(document.owner);
  const details = documentDetails(document);
  return (
    <>
      <Box>
        <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
          {document.label} from {name}
        </Typography>
        <Typography color="text.secondary">
          Uploaded <time dateTime={document.uploaded_at}>{formatDecisionTime(document.uploaded_at)}</time>
        </Typography>
      </Box>
      <DecisionStatus document={document} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-label="The document">
          <DocumentFileView document={document} />
        </Box>
        <Box
          component="section"
          aria-labelledby="review-details"
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography variant="h3" id="review-details" sx={{ fontSize: '1.25rem' }}>
            Details
          </Typography>
          {details.length > 0 ? (
            <DetailList rows={details} />
          ) : (
            <Typography>Nothing else was asked for this document.</Typography>
          )}
          <Typography variant="h3" sx={{ fontSize: '1.25rem' }}>
            Owner
          </Typography>
          <DetailList
            rows={[
              ['Name', name],
              ['E-mail', document.owner.email],
              ['Type', USER_TYPE_WORDS[document.owner.user_type]],
              [
                'Date of birth',
                document.owner.date_of_birth ? formatDocumentDate(document.owner.date_of_birth) : null,
              ],
              ['State', stateName(document.owner.place_state_short_name)],
            ]}
          />
        </Box>
      </Box>
      {document.status === 'pending' ? <Decision document={document} /> : null}
      <Box
        component="section"
        aria-labelledby="review-history"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Typography variant="h2" id="review-history" sx={{ fontSize: '1.375rem' }}>
          History
        </Typography>
        {document.history.length === 0 ? (
          <Typography>No decisions yet.</Typography>
        ) : (
          <AuditEntries entries={document.history} showOwner={false} />
        )}
      </Box>
    </>
  );
}

/** A decided document says how it was decided, and offers no buttons (decisions apply to pending ones only). */
function DecisionStatus({ document }: { document: ReviewDocument }) {
  if (document.status === 'pending') {
    return (
      <Alert severity="info" role="status">
        Waiting for review.
      </Alert>
    );
  }
  const by = document.reviewed_by_name ? ` by ${document.reviewed_by_name}` : '';
  const when = document.reviewed_at ? ` on ${formatDocumentDate(document.reviewed_at)}` : '';
  if (document.status === 'approved') {
    return <Alert severity="success" role="status">{`Approved${when}${by}.`}</Alert>;
  }
  return (
    <Alert severity="warning" role="status">
      {`Rejected${when}${by}.`}
      {document.rejection_reason ? (
        <Box component="span" sx={{ display: 'block', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          Reason: {document.rejection_reason}
        </Box>
      ) : null}
    </Alert>
  );
}

function Decision({ document }: { document: ReviewDocumentDetail }) {
  const approve = useApproveDocument();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const [rejecting, setRejecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);

  const backToQueue = async (message: string) => {
    await navigate(QUEUE_PATH);
    show({ message, state: 'success' });
  };

  return (
    <Box
      component="section"
      aria-labelledby="review-decision"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h2" id="review-decision" sx={{ fontSize: '1.375rem' }}>
        Decision
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {rejecting ? (
        <RejectForm
          documentId={document.id}
          uploadedAt={document.uploaded_at}
          onRejected={() => backToQueue(DOCUMENT_MESSAGES.rejected)}
          onCancel={() => {
            setRejecting(false);
            // Back to the button that opened the form, so keyboard users keep their place.
            requestAnimationFrame(() => rejectButton.current?.focus());
          }}
        />
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button
            variant="contained"
            color="success"
            size="large"
            loading={approve.isPending}
            onClick={() => {
              setFailure(null);
              // Back to the queue once the approval is done, as the rejection does (RejectForm),
              // even if reading the queue again drew this screen anew meanwhile.
              void approve.mutateAsync({ id: document.id, uploadedAt: document.uploaded_at }).then(
                () => backToQueue(DOCUMENT_MESSAGES.approved),
                (error: unknown) => setFailure(decisionFailure(error)),
              );
            }}
          >
            Approve
          </Button>
          <Button
            ref={rejectButton}
            variant="outlined"
            color="error"
            size="large"
            onClick={() => {
              setFailure(null);
              setRejecting(true);
            }}
          >
            Reject
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** The server's own words for a refusal (already decided, your own document, not staff). */
function decisionFailure(error: unknown): string {
  if (isApiError(error) && error.status > 0 && error.status < 500) return apiErrorText(error.message);
  return 'The decision could not be saved. Please try again.';
}

function DetailList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: 1 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {term}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value ?? 'Not given'}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The fields this type asks for (the ABN is shown with the file), in the order the owner filled them in. */
function documentDetails(document: ReviewDocument): [string, string | null][] {
  const requirement = DOCUMENT_REQUIREMENTS[document.document_type];
  const asked = new Set<DocumentField>([...requirement.required, ...requirement.optional]);
  const rows: [DocumentField, string, string | null][] = [
    ['issuing_state', 'Issuing state', stateName(document.issuing_state)],
    ['document_number', requirement.numberLabel ?? 'Number', document.document_number],
    ['issued_on', 'Issued', document.issued_on ? formatDocumentDate(document.issued_on) : null],
    ['expires_on', 'Expiry', document.expires_on ? formatDocumentDate(document.expires_on) : null],
  ];
  // A document from the identity check has none; the ABN has only itself, shown beside.
  if (document.source !== 'upload') return [];
  return rows.filter(([field]) => asked.has(field)).map(([, term, value]) => [term, value]);
}

function stateName(shortName: string | null): string | null {
  if (!shortName) return null;
  return AUSTRALIAN_STATE_NAMES[shortName as AustralianState] ?? shortName;
}

import {
  REQUEST_MOVES,
  type RequestListResponse,
  type RequestMove,
  type SupportRequest,
} from '@alongside/contract';
import {
  REQUEST_STATES,
  SERVICE_CATALOGUE,
  choiceLabel,
  describeSchedule,
  formatDocumentDate,
  type RequestState,
} from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { QueryState } from '../../../components/feedback/query-state';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { isApiError } from '../../../lib/api-client';
import { apiErrorText, UNEXPECTED_ERROR_TEXT } from '../../../lib/api-error-text';
import { useMoveRequest, useRequests } from '../api/requests';
import { AllowanceUsedNotice, isAllowanceUsed } from './allowance-notice';
import { CardList } from './card-list';
import { StateLinkRow } from './state-links';
import { personName } from '../../../components/people/person-name';
import { focusHomeOf } from '../../../lib/focus-home';

/** A request's state in the words both sides read on a chip. */
export const REQUEST_STATE_LABELS: Readonly<Record<RequestState, string>> = {
  pending: 'Waiting',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

const MOVE_LABELS: Readonly<Record<RequestMove, string>> = {
  accept: 'Accept',
  decline: 'Decline',
  cancel: 'Cancel the request',
};

/**
 * `/requests` (issue #21 item 5): the requests a client sent or a worker received, by state (the
 * state is in the address, `?state=pending`), each with the moves the table allows.
 */
export function RequestList({ state, sentBy }: { state: RequestState | null; sentBy: 'client' | 'worker' }) {
  const requests = useRequests(state ? { 'filter[state]': state } : {});
  return (
    <QueryState query={requests} what="the requests">
      {(found) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <StateLinks counts={found.meta.counts} current={state} />
          {found.data.length === 0 ? (
            <Typography>
              {sentBy === 'client'
                ? 'You have not asked a worker yet. Find one in the search and press "Request support".'
                : 'No requests yet. Clients who find you in the search can ask you for support.'}
            </Typography>
          ) : (
            <CardList items={found.data}>
              {(request) => <RequestCard request={request} viewer={sentBy} />}
            </CardList>
          )}
        </Box>
      )}
    </QueryState>
  );
}

function StateLinks({
  counts,
  current,
}: {
  counts: RequestListResponse['meta']['counts'];
  current: RequestState | null;
}) {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const links = [
    { to: '/requests', label: 'All', n: total, selected: current === null },
    ...REQUEST_STATES.filter((each) => counts[each] > 0 || each === current).map((each) => ({
      to: `/requests?state=${each}`,
      label: REQUEST_STATE_LABELS[each],
      n: counts[each],
      selected: each === current,
    })),
  ];
  return <StateLinkRow name="Requests by state" links={links} />;
}

function RequestCard({ request, viewer }: { request: SupportRequest; viewer: 'client' | 'worker' }) {
  const moveRequest = useMoveRequest();
  const { show } = useSnackbar();
  const [asking, setAsking] = useState<RequestMove | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [allowanceUsed, setAllowanceUsed] = useState(false);
  const other =
    viewer === 'client'
      ? {
          id: request.worker.id,
          name: personName(request.worker),
          prefix: 'To',
        }
      : { id: request.client.id, name: request.client.first_name, prefix: 'From' };
  const title =
    request.kind === 'invitation' && request.job
      ? `Invitation to apply: ${request.job.title}`
      : 'Request for support';

  // The button that asked: a move takes it away (a declined request has no moves left).
  const pressed = useRef<Element | null>(null);
  const run = async (move: RequestMove) => {
    const restoreFocus = focusHomeOf(pressed.current);
    setFailure(null);
    try {
      const { message } = await moveRequest.mutateAsync({ id: request.id, move });
      show({ message, state: 'success' });
    } catch (error) {
      if (isAllowanceUsed(error)) setAllowanceUsed(true);
      else setFailure(isApiError(error) ? apiErrorText(error.message) : UNEXPECTED_ERROR_TEXT);
    } finally {
      setAsking(null);
      restoreFocus();
    }
  };

  return (
    <Card variant="outlined" component="article" aria-labelledby={`request-${request.id}`} data-focus-home>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
          <Typography id={`request-${request.id}`} component="h2" variant="h6">
            {title}
          </Typography>
          <Chip
            label={REQUEST_STATE_LABELS[request.state]}
            color={request.state === 'accepted' ? 'success' : 'default'}
          />
        </Box>
        <Typography>
          {other.prefix}{' '}
          <Link component={RouterLink} to={`/userDetails/${other.id}`}>
            {other.name}
          </Link>
          {request.place ? ` · ${request.place.suburb}` : ''}
        </Typography>
        {request.services.length > 0 ? (
          <Typography variant="body2">
            {request.services.map((service) => choiceLabel(SERVICE_CATALOGUE, service)).join(', ')}
          </Typography>
        ) : null}
        {request.schedule ? (
          <Typography variant="body2">{describeSchedule(request.schedule)}</Typography>
        ) : null}
        {request.message ? <Typography sx={{ whiteSpace: 'pre-line' }}>{request.message}</Typography> : null}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Sent {formatDocumentDate(request.sent_at)}
          {request.state === 'pending' ? ` · waits until ${formatDocumentDate(request.expires_at)}` : ''}
        </Typography>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {allowanceUsed ? <AllowanceUsedNotice headingLevel="h3" /> : null}
        {request.kind === 'invitation' &&
        request.job &&
        request.state === 'accepted' &&
        viewer === 'worker' ? (
          <Button
            component={RouterLink}
            to={`/jobs/${request.job.id}`}
            variant="contained"
            size="large"
            sx={{ alignSelf: 'flex-start' }}
          >
            Apply now
          </Button>
        ) : null}
        {request.actions.length > 0 ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {REQUEST_MOVES.filter((move) => request.actions.includes(move)).map((move) => (
              <Button
                key={move}
                variant={move === 'accept' ? 'contained' : 'outlined'}
                color={move === 'accept' ? 'primary' : 'inherit'}
                size="large"
                loading={moveRequest.isPending && moveRequest.variables?.move === move}
                onClick={(event) => {
                  pressed.current = event.currentTarget;
                  if (move === 'accept') void run(move);
                  else setAsking(move);
                }}
              >
                {MOVE_LABELS[move]}
              </Button>
            ))}
          </Box>
        ) : null}
      </CardContent>
      {asking ? (
        <ConfirmDialog
          open
          title={
            asking === 'cancel' ? 'Cancel this request?' : `Decline ${request.client.first_name}’s request?`
          }
          body={
            asking === 'cancel'
              ? `${request.worker.first_name} is told you no longer need it.`
              : `${request.client.first_name} is told kindly that you cannot help this time.`
          }
          confirmLabel={MOVE_LABELS[asking]}
          cancelLabel="Not now"
          pending={moveRequest.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => void run(asking)}
        />
      ) : null}
    </Card>
  );
}

import type { WorkerProfile } from '@alongside/contract';
import { apiErrorText } from '../../../lib/api-error-text';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '../../../components/layout/use-document-title';
import { isApiError } from '../../../lib/api-client';
import { WorkerProfileView } from './worker-profile-view';
import { personName } from '../../../components/people/person-name';

/** A missing, hidden or unverified worker: the route's error page shows "Page not found". */
export class ProfileNotFoundError extends Error {
  readonly status = 404;
}

/**
 * A worker's profile read by `profile`: loading, the profile, or why not. A 404 is thrown to the
 * app's error page (the not-found page, like any unknown address).
 */
export function WorkerProfileScreen({
  profile,
  actions = true,
  message,
}: {
  profile: UseQueryResult<WorkerProfile>;
  actions?: boolean;
  /** The "Message" button for this worker (the chat area's), drawn with the actions. */
  message?: (worker: WorkerProfile) => ReactNode;
}) {
  const { pathname } = useLocation();
  useDocumentTitle(profile.data ? personName(profile.data) : 'Support worker');
  if (profile.isError && isApiError(profile.error) && profile.error.status === 404) {
    throw new ProfileNotFoundError(`Page not found: ${pathname}`);
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {profile.isPending ? (
        <>
          <Typography variant="h1">Support worker</Typography>
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading the profile" />
          </Box>
        </>
      ) : profile.isError ? (
        <>
          <Typography variant="h1">Support worker</Typography>
          <Alert severity="error" action={<Button onClick={() => void profile.refetch()}>Try again</Button>}>
            {isApiError(profile.error) && profile.error.status !== 0 && profile.error.status < 500
              ? apiErrorText(profile.error.message)
              : 'We could not load this profile.'}
          </Alert>
        </>
      ) : (
        <WorkerProfileView worker={profile.data} actions={actions} message={message?.(profile.data)} />
      )}
    </Box>
  );
}

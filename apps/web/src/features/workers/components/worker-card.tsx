import type { WorkerCard as WorkerCardData } from '@alongside/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { hourlyRate, placeAndDistance, serviceLabel } from '../worker-words';
import { requestSupportPath } from './profile-actions';
import { PersonAvatar } from '../../../components/people/person-avatar';
import { WorkerBadges } from './worker-badges';
import { personName } from '../../../components/people/person-name';

export const WORKER_PROFILE_PATH = '/search/support-workers';

export function workerProfilePath(id: string): string {
  return `${WORKER_PROFILE_PATH}/${encodeURIComponent(id)}`;
}

/**
 * One result: who, where, what they offer, their weekday rate, their checks and why they match.
 * The name links to the profile.
 */
export function WorkerCard({ worker }: { worker: WorkerCardData }) {
  const nameId = useId();
  const place = placeAndDistance(worker);
  const rate = hourlyRate(worker.indicative_rates.weekday_hourly_rate);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={nameId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', minWidth: 0 }}>
        <PersonAvatar person={worker} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" id={nameId} sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={workerProfilePath(worker.id)}>
              {personName(worker)}
            </Link>
          </Typography>
          {place ? <Typography color="text.secondary">{place}</Typography> : null}
        </Box>
      </Box>
      <WorkerBadges worker={worker} />
      <Typography>
        <Box component="span" sx={{ fontWeight: 600 }}>
          Weekday rate:
        </Box>{' '}
        {rate ?? 'Not given'}
      </Typography>
      {worker.services.length > 0 ? (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            Services:
          </Box>{' '}
          {worker.services.map(serviceLabel).join(', ')}
        </Typography>
      ) : null}
      {worker.match_reasons.length > 0 ? (
        <Box>
          <Typography sx={{ fontWeight: 600 }}>Why they match</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {worker.match_reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </Box>
        </Box>
      ) : null}
      <Button
        component={RouterLink}
        to={requestSupportPath(worker.id)}
        variant="outlined"
        aria-label={`Request support from ${worker.first_name}`}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
      >
        Request support
      </Button>
    </Paper>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useJobBoard } from '../api/get-job-board';
import { ListItemLink, TouchLink } from '../../../components/links/touch-link';

/**
 * A worker's home: the three jobs that suit them best, each a link, and the way to all of them.
 * Draws nothing while it loads, or when the profile cannot match yet (the profile card says what to add).
 */
export function JobsForYouCard() {
  const board = useJobBoard({ list: 'recommended' }, { limit: '3' });
  const id = useId();
  if (!board.data || board.data.meta.setup.length > 0) return null;
  const { data, meta } = board.data;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ width: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id={id} variant="h2">
          Jobs for you
        </Typography>
        {data.length === 0 ? (
          <Typography>No open jobs match you right now. New ones appear as clients post them.</Typography>
        ) : (
          <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
            {data.map((job) => (
              <li key={job.id}>
                <ListItemLink to={`/jobs/${job.id}`}>{job.title}</ListItemLink>
                <Typography variant="body2">{job.match_reasons.join(' · ')}</Typography>
              </li>
            ))}
          </ul>
        )}
        {meta.total > 0 ? (
          <TouchLink to="/recommended-jobs">
            See all {meta.total} {meta.total === 1 ? 'job' : 'jobs'} for you
          </TouchLink>
        ) : null}
      </CardContent>
    </Card>
  );
}

import type { JobCard as JobCardData } from '@alongside/contract';
import { describeSchedule } from '@alongside/domain';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { rateLines } from './job-summary';

/** An open job on the worker's board: what, where, when, the pay, and why it suits them. */
export function JobCard({ job }: { job: JobCardData }) {
  return (
    <Card variant="outlined" component="article" aria-labelledby={`job-${job.id}`}>
      <CardActionArea component={RouterLink} to={`/jobs/${job.id}`}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography id={`job-${job.id}`} component="h2" variant="h6">
            {job.title}
          </Typography>
          <Typography>
            {job.place.suburb} · for {job.client_first_name}
          </Typography>
          <Typography variant="body2">{describeSchedule(job.schedule)}</Typography>
          <Typography variant="body2">{rateLines(job).join(' · ')}</Typography>
          {job.match_reasons.length > 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {job.match_reasons.join(' · ')}
            </Typography>
          ) : null}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useRequests } from '../api/requests';
import { TouchLink } from '../../../components/links/touch-link';

/** A worker's home: the requests waiting for their answer; nothing when none wait. */
export function WaitingRequestsCard() {
  const requests = useRequests({ 'filter[state]': 'pending', limit: '3' });
  const id = useId();
  const waiting = requests.data?.meta.total ?? 0;
  if (waiting === 0) return null;
  const first = requests.data!.data[0]!;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ width: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Typography id={id} variant="h2">
          Requests for you
        </Typography>
        <Typography>
          {waiting === 1
            ? `${first.client.first_name} is waiting for your answer.`
            : `${waiting} requests are waiting for your answer.`}
        </Typography>
        <TouchLink to="/requests?state=pending" sx={{ fontWeight: 600 }}>
          Answer {waiting === 1 ? 'the request' : 'the requests'}
        </TouchLink>
      </CardContent>
    </Card>
  );
}

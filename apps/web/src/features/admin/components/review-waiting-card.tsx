import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { useReviewQueue } from '../api/get-review-documents';

export function waitingSentence(total: number): string {
  if (total === 0) return 'No documents wait for review.';
  return total === 1 ? '1 document waits for review.' : `${total} documents wait for review.`;
}

/** Staff's home: how many documents wait in the review queue, and the way to it. */
export function ReviewWaitingCard() {
  const queue = useReviewQueue(1);
  return (
    <Card variant="outlined" component="section" aria-labelledby="review-waiting" sx={{ width: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="review-waiting" variant="h2">
          Documents to review
        </Typography>
        <QueryState query={queue} what="the documents to review">
          {({ meta }) => <Typography sx={{ fontWeight: 600 }}>{waitingSentence(meta.total)}</Typography>}
        </QueryState>
        <Button
          component={RouterLink}
          to="/admin/verification"
          variant="contained"
          size="large"
          sx={{ alignSelf: 'flex-start' }}
        >
          Open the review queue
        </Button>
      </CardContent>
    </Card>
  );
}

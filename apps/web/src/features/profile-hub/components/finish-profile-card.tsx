import type { SessionUser } from '@alongside/contract';
import { profileChecklist, profileProgress } from '@alongside/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { checklistInput } from '../profile-links';
import { ProgressSummary } from './progress-summary';

/** Home: a short nudge with the progress while the profile is not complete; nothing once it is. */
export function FinishProfileCard({ user }: { user: SessionUser }) {
  const missing = profileChecklist(checklistInput(user)).filter((entry) => !entry.done).length;
  if (user.profile_completed && missing === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="finish-profile" sx={{ width: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="finish-profile" variant="h2">
          Finish your profile
        </Typography>
        <ProgressSummary progress={profileProgress(user)} />
        <Typography>A complete profile helps people find you and trust you.</Typography>
        <Button
          component={RouterLink}
          to="/profile"
          variant="contained"
          size="large"
          sx={{ alignSelf: 'flex-start' }}
        >
          Go to my profile
        </Button>
      </CardContent>
    </Card>
  );
}

import type { SessionUser } from '@alongside/contract';
import { PROFILE_CHECKLIST_LABELS, profileChecklist, profileProgress } from '@alongside/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { checklistInput, type ChecklistPaths } from '../profile-links';
import { ProgressSummary } from './progress-summary';

/**
 * Home: how complete the profile is and the next thing to do, while it is not complete; nothing once
 * it is. `paths` says where each checklist item is done (the first one left is linked as "Next").
 */
export function FinishProfileCard({ user, paths }: { user: SessionUser; paths?: ChecklistPaths }) {
  const left = profileChecklist(checklistInput(user)).filter((entry) => !entry.done);
  const next = left[0];
  if (user.profile_completed && left.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="finish-profile" sx={{ width: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="finish-profile" variant="h2">
          Finish your profile
        </Typography>
        <ProgressSummary progress={profileProgress(user)} />
        <Typography>A complete profile helps people find you and trust you.</Typography>
        {next && paths ? (
          <Typography>
            Next:{' '}
            <Link component={RouterLink} to={paths[next.item]} sx={{ fontWeight: 600 }}>
              {PROFILE_CHECKLIST_LABELS[next.item]}
            </Link>
          </Typography>
        ) : null}
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

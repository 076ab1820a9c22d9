import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { useVerification } from '../api/get-verification';
import { requirementStatusWords } from './requirement-status';

/** Where a worker proves their checks (spec §2: /profile/profile-information/required-documents). */
const CHECKS_PATH = '/profile/profile-information/required-documents';

/**
 * A worker's home: whether they are fully verified and, if not, each required check still to do with
 * its status in words ("Waiting for review", "Not sent yet"), and the way to their checks.
 */
export function VerificationStatusCard() {
  const verification = useVerification();
  return (
    <Card variant="outlined" component="section" aria-labelledby="verification-status" sx={{ width: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="verification-status" variant="h2">
          Your checks
        </Typography>
        <QueryState query={verification} what="your checks">
          {({ fully_verified, requirements }) => {
            const required = requirements.filter((requirement) => requirement.required);
            const todo = required.filter(
              (requirement) => requirement.status !== 'approved' && requirement.status !== 'expiring',
            );
            if (fully_verified || todo.length === 0) {
              return (
                <Typography sx={{ fontWeight: 600 }}>
                  You are fully verified: clients see a badge for each of your checks.
                </Typography>
              );
            }
            return (
              <>
                <Typography sx={{ fontWeight: 600 }}>
                  {required.length - todo.length} of {required.length} required checks done. Clients see you
                  as verified once all of them are approved.
                </Typography>
                <Box component="ul" sx={{ m: 0, pl: 3, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                  {todo.map((requirement) => (
                    <li key={requirement.document_type}>
                      {requirement.label}: {requirementStatusWords(requirement).text}
                    </li>
                  ))}
                </Box>
              </>
            );
          }}
        </QueryState>
        <Button
          component={RouterLink}
          to={CHECKS_PATH}
          variant="contained"
          size="large"
          sx={{ alignSelf: 'flex-start' }}
        >
          Go to your checks
        </Button>
      </CardContent>
    </Card>
  );
}

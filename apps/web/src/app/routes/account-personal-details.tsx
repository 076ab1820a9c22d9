import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PersonalDetailsForm } from '../../features/profiles/components/personal-details-form';
import { useSession } from '../../lib/auth/get-session';

/** /account/personal-details: the profiles area's form, reached from the account hub. */
export function Component() {
  useDocumentTitle('Personal details');
  const { user } = useSession();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Personal details</Typography>
      <Typography sx={{ mb: 1 }}>
        We use these to check who you are. Only your first name shows on your profile.
      </Typography>
      {user ? <PersonalDetailsForm user={user} /> : null}
    </Box>
  );
}

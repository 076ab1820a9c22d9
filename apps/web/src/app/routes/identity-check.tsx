import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { requiredDocumentPath } from '../../features/profiles/profile-paths';
import { IdentityCheckFlow } from '../../features/verification/components/identity-check-flow';
import { useSession } from '../../lib/auth/get-session';

/** /frankieone-verification: the identity check (decision 017: the sandbox provider by default). */
export function Component() {
  useDocumentTitle('Check your identity');
  const { user } = useSession();
  if (!user) return null;
  const upload = requiredDocumentPath(user.user_type === 'client' ? 'id_verification' : 'id_documents');
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Check your identity</Typography>
      <IdentityCheckFlow links={{ profile: '/profile', upload }} />
    </Box>
  );
}

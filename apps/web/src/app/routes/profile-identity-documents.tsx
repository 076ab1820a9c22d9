import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SessionUser } from '@alongside/contract';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { PROFILE_SCREENS, requiredDocumentPath } from '../../features/profiles/profile-screens';
import { useVerification } from '../../features/verification/api/get-verification';
import { IdentityChoices } from '../../features/verification/components/identity-choices';

/** /profile/profile-information/identity-documents: how to prove who you are, and where it is up to. */
export function Component() {
  return (
    <ProfileScreenGate screen="identityDocuments">
      {(user) => (
        <ProfileScreen
          title="Prove who you are"
          intro="We check who everyone is, to keep people safe. We only use your documents for this."
          back={{ to: '/profile', label: 'Back to your profile' }}
        >
          <Identity user={user} />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}

function Identity({ user }: { user: SessionUser }) {
  const verification = useVerification();
  if (verification.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading where your identity check is up to" />
      </Box>
    );
  }
  if (verification.isError) {
    return (
      <Alert severity="error" action={<Button onClick={() => void verification.refetch()}>Try again</Button>}>
        We could not load where your identity check is up to.
      </Alert>
    );
  }
  return (
    <IdentityChoices
      userType={user.user_type}
      summary={verification.data}
      linkTo={requiredDocumentPath}
      allChecksPath={PROFILE_SCREENS.requiredDocuments}
    />
  );
}

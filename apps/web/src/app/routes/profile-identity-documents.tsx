import type { SessionUser } from '@alongside/contract';
import { QueryState } from '../../components/feedback/query-state';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { PROFILE_SCREENS, requiredDocumentPath } from '../../features/profiles/profile-paths';
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
  return (
    <QueryState query={useVerification()} what="where your identity check is up to">
      {(summary) => (
        <IdentityChoices
          userType={user.user_type}
          summary={summary}
          linkTo={requiredDocumentPath}
          allChecksPath={PROFILE_SCREENS.requiredDocuments}
        />
      )}
    </QueryState>
  );
}

import { QueryState } from '../../components/feedback/query-state';
import { UpdatesCard } from '../../features/notifications/components/updates-card';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { requiredDocumentPath } from '../../features/profiles/profile-paths';
import { useVerification } from '../../features/verification/api/get-verification';
import { RequirementList } from '../../features/verification/components/requirement-list';

/** Updates about documents and the identity check belong on this screen too. */
const isVerificationUpdate = (notification: { kind: string; link: string | null }) =>
  /document|identity|verification/.test(notification.kind) ||
  (notification.link?.includes('/required-documents') ?? false);

/** /profile/profile-information/required-documents: every check and document, each with its status. */
export function Component() {
  return (
    <ProfileScreenGate screen="requiredDocuments">
      {(user) => (
        <ProfileScreen
          title="Your checks and documents"
          intro={
            user.user_type === 'worker'
              ? 'Our team checks these before people can see you are verified. Choose one to upload it or see where it is up to.'
              : 'Our team checks who you are, to keep everyone safe. Choose it to see where it is up to.'
          }
          back={{ to: '/profile', label: 'Back to your profile' }}
        >
          <UpdatesCard title="Recent updates" filter={isVerificationUpdate} />
          <Requirements />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}

function Requirements() {
  return (
    <QueryState query={useVerification()} what="your checks and documents">
      {(summary) => <RequirementList summary={summary} linkTo={requiredDocumentPath} />}
    </QueryState>
  );
}

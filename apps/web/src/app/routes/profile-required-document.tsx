import type { SessionUser } from '@alongside/contract';
import {
  DOCUMENT_REQUIREMENTS,
  documentLabel,
  documentTypesFor,
  VerificationDocumentTypeSchema,
  type VerificationDocumentType,
} from '@alongside/domain';
import Alert from '@mui/material/Alert';
import { useLocation, useParams } from 'react-router';
import { QueryState } from '../../components/feedback/query-state';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { PROFILE_SCREENS } from '../../features/profiles/profile-paths';
import { useVerification } from '../../features/verification/api/get-verification';
import { RequirementDetail } from '../../features/verification/components/requirement-detail';

/** Read by the root error page like an unmatched route: status 404, "Page not found: {path}". */
class DocumentTypeNotFound extends Error {
  readonly status = 404;
}

/** The type in the address, when it is one this person holds (decision 015: anything else does not exist). */
function documentTypeFor(user: SessionUser, param: string | undefined): VerificationDocumentType | null {
  const parsed = VerificationDocumentTypeSchema.safeParse(param);
  if (!parsed.success) return null;
  return documentTypesFor(user.user_type).some((entry) => entry.type === parsed.data) ? parsed.data : null;
}

/** /profile/profile-information/required-documents/:document: one requirement, its status and its upload. */
export function Component() {
  return (
    <ProfileScreenGate screen="requiredDocument">
      {(user) => <RequiredDocument user={user} />}
    </ProfileScreenGate>
  );
}

function RequiredDocument({ user }: { user: SessionUser }) {
  const { document } = useParams();
  const { pathname } = useLocation();
  const verification = useVerification();
  const type = documentTypeFor(user, document);
  if (!type) throw new DocumentTypeNotFound(`Page not found: ${pathname}`);

  const requirement = verification.data?.requirements.find((entry) => entry.document_type === type);
  const title = requirement?.label ?? documentLabel(type, user.place_state_short_name);
  const back =
    user.user_type === 'client'
      ? { to: PROFILE_SCREENS.identityDocuments, label: 'Back to prove who you are' }
      : { to: PROFILE_SCREENS.requiredDocuments, label: 'Back to your checks and documents' };

  return (
    <ProfileScreen title={title} intro={DOCUMENT_REQUIREMENTS[type].hint} back={back}>
      <QueryState
        query={verification}
        what="this document"
        isEmpty={() => !requirement}
        empty={<Alert severity="error">We could not find this document.</Alert>}
      >
        {() => requirement && <RequirementDetail requirement={requirement} />}
      </QueryState>
    </ProfileScreen>
  );
}

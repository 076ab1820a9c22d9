import type { Requirement, VerificationSummary } from '@alongside/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { requirementStatusWords, StatusIcon, StatusText } from './requirement-status';

/** Where the identity check runs (spec §2). */
export const IDENTITY_CHECK_PATH = '/frankieone-verification';

function isDone(requirement: Requirement | undefined): boolean {
  return requirement?.status === 'approved' || requirement?.status === 'expiring';
}

function RequirementStatusLine({ requirement, label }: { requirement: Requirement; label: string }) {
  const words = requirementStatusWords(requirement);
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <StatusIcon tone={words.tone} />
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
        <StatusText words={words} component="p" />
        {words.next ? <Typography>{words.next}</Typography> : null}
      </Box>
    </Box>
  );
}

/**
 * How to prove who you are. A client: the identity check online, or their ID uploaded for our team.
 * A worker: their identity documents (required), all their checks, and the online check as an extra.
 */
export function IdentityChoices({
  userType,
  summary,
  linkTo,
  allChecksPath,
}: {
  userType: 'client' | 'worker';
  summary: VerificationSummary;
  linkTo: (type: Requirement['document_type']) => string;
  allChecksPath: string;
}) {
  const find = (type: Requirement['document_type']) =>
    summary.requirements.find((requirement) => requirement.document_type === type);

  if (userType === 'client') {
    const identity = find('id_verification');
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {identity ? <RequirementStatusLine requirement={identity} label="Your identity" /> : null}
        {isDone(identity) ? null : (
          <Box
            component="section"
            aria-labelledby="identity-ways"
            sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <Typography id="identity-ways" variant="h2">
              Choose how
            </Typography>
            <Box>
              <Button
                component={RouterLink}
                to={IDENTITY_CHECK_PATH}
                variant="contained"
                size="large"
                fullWidth
              >
                Check online now
              </Button>
              <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                The quickest way. It takes a few minutes.
              </Typography>
            </Box>
            <Box>
              <Button
                component={RouterLink}
                to={linkTo('id_verification')}
                variant="outlined"
                size="large"
                fullWidth
              >
                Upload your ID for our team to check
              </Button>
              <Typography variant="body2" sx={{ mt: 0.5, color: 'text.secondary' }}>
                A driver licence, passport or proof of age card. We check it within a few days.
              </Typography>
            </Box>
          </Box>
        )}
      </Box>
    );
  }

  const documents = find('id_documents');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {documents ? <RequirementStatusLine requirement={documents} label={documents.label} /> : null}
      <Button component={RouterLink} to={linkTo('id_documents')} variant="contained" size="large" fullWidth>
        {isDone(documents) ? 'See your identity documents' : 'Upload your identity documents'}
      </Button>
      <Typography>
        Workers also need a police check, an ABN, a working with children check, first aid and insurance.{' '}
        <Link component={RouterLink} to={allChecksPath} sx={{ fontWeight: 600 }}>
          See all your checks and documents
        </Link>
      </Typography>
      <Box
        component="section"
        aria-labelledby="identity-online"
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      >
        <Typography id="identity-online" variant="h2">
          Check online (optional)
        </Typography>
        <Typography>You can also check your identity online. It takes a few minutes.</Typography>
        <Button
          component={RouterLink}
          to={IDENTITY_CHECK_PATH}
          variant="outlined"
          size="large"
          sx={{ alignSelf: 'flex-start' }}
        >
          Check online now
        </Button>
      </Box>
    </Box>
  );
}

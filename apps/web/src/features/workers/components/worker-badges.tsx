import type { WorkerCard } from '@alongside/contract';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const NOT_VERIFIED_TEXT = 'Not verified yet';
export const NOT_VERIFIED_HINT = 'We have not checked all of this worker’s documents yet.';

/** The worker's approved credentials as words ("Police check verified 3 Mar 2026"), and a plain mark when not verified. */
export function WorkerBadges({ worker }: { worker: Pick<WorkerCard, 'badges' | 'fully_verified'> }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {worker.fully_verified ? null : (
        <Box
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            alignSelf: 'flex-start',
            px: 1,
            py: 0.25,
            borderRadius: 1,
            border: '1px solid',
            borderColor: 'warning.dark',
            color: 'warning.dark',
            bgcolor: 'background.paper',
          }}
        >
          <ErrorOutline aria-hidden="true" fontSize="small" />
          <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {NOT_VERIFIED_TEXT}
          </Typography>
        </Box>
      )}
      {worker.badges.length > 0 ? (
        <Box
          component="ul"
          aria-label="Checks"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
        >
          {worker.badges.map((badge) => (
            <Box
              component="li"
              key={badge.document_type}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
            >
              <VerifiedUser aria-hidden="true" fontSize="small" sx={{ color: 'success.main' }} />
              <Typography component="span">{badge.text}</Typography>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

import type { ProfileProgress } from '@alongside/domain';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** Spec §4: "fully verified", or the share of the progress steps done as a percentage and a bar. */
export function ProgressSummary({ progress }: { progress: ProfileProgress }) {
  const id = useId();
  if (progress.fullyVerified) {
    return <Typography sx={{ fontWeight: 600 }}>Your profile is fully verified.</Typography>;
  }
  const text = `Your profile is ${progress.percent}% complete`;
  return (
    <Box>
      <Typography id={id} sx={{ fontWeight: 600, mb: 1 }}>
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={progress.percent}
        aria-labelledby={id}
        aria-valuetext={`${progress.percent}%`}
        sx={{ height: 10, borderRadius: 5 }}
      />
    </Box>
  );
}

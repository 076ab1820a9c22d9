import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** "Step 3 of 8" in words, and a bar that says the same to screen readers. */
export function StepProgress({ number, total }: { number: number; total: number }) {
  const id = useId();
  const text = `Step ${number} of ${total}`;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={id} variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.round((number / total) * 100)}
        aria-labelledby={id}
        aria-valuetext={text}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

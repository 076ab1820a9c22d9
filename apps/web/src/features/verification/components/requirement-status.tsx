import type { Requirement } from '@alongside/contract';
import { formatDocumentDate } from '@alongside/domain';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTop from '@mui/icons-material/HourglassTop';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';

export type StatusTone = 'done' | 'warning' | 'problem' | 'waiting' | 'missing';

export interface StatusWords {
  /** What the status is, in words: the colour and icon only repeat it. */
  text: string;
  /** What to do next, when there is something to do. */
  next?: string;
  tone: StatusTone;
}

/** The status of one requirement in words (decision 017: missing, pending, approved, expiring, expired, rejected). */
export function requirementStatusWords(
  requirement: Pick<Requirement, 'status' | 'current' | 'open'>,
): StatusWords {
  const { current, open } = requirement;
  switch (requirement.status) {
    case 'approved': {
      const byCheck = current?.source === 'identity_check';
      const when = current?.approved_at ? ` on ${formatDocumentDate(current.approved_at)}` : '';
      return {
        text: byCheck ? `Checked online${when}` : `Approved${when}`,
        next: open?.status === 'pending' ? 'Your new file is waiting for review.' : undefined,
        tone: 'done',
      };
    }
    case 'expiring':
      return {
        text: current?.expires_on ? `Expires on ${formatDocumentDate(current.expires_on)}` : 'Expires soon',
        next:
          open?.status === 'pending'
            ? 'Your new file is waiting for review.'
            : 'It runs out soon. Upload a new one before then.',
        tone: 'warning',
      };
    case 'expired':
      return {
        text: current?.expires_on ? `Expired on ${formatDocumentDate(current.expires_on)}` : 'Expired',
        next: 'Upload a current one.',
        tone: 'problem',
      };
    case 'pending':
      return { text: 'Waiting for review', next: 'Our team will check it soon.', tone: 'waiting' };
    case 'rejected':
      return {
        text: open?.rejection_reason ? `Not accepted: ${open.rejection_reason}` : 'Not accepted',
        next: 'Upload a new file to try again.',
        tone: 'problem',
      };
    case 'missing':
      return { text: 'Missing', tone: 'missing' };
  }
}

const TONE_COLOURS: Readonly<Record<StatusTone, string>> = {
  done: 'success.dark',
  warning: 'warning.dark',
  problem: 'error.dark',
  waiting: 'text.primary',
  missing: 'text.secondary',
};

/** The icon that goes with a status; hidden from screen readers, as the words say it. */
export function StatusIcon({ tone }: { tone: StatusTone }) {
  const sx = { color: TONE_COLOURS[tone] };
  switch (tone) {
    case 'done':
      return <CheckCircle aria-hidden sx={sx} />;
    case 'warning':
      return <WarningAmber aria-hidden sx={sx} />;
    case 'problem':
      return <ErrorIcon aria-hidden sx={sx} />;
    case 'waiting':
      return <HourglassTop aria-hidden sx={sx} />;
    case 'missing':
      return <RadioButtonUnchecked aria-hidden sx={sx} />;
  }
}

/** The status words in their colour, as a block of text. */
export function StatusText({ words, component = 'span' }: { words: StatusWords; component?: 'span' | 'p' }) {
  return (
    <Box
      component={component}
      sx={{ display: 'block', fontWeight: 600, color: TONE_COLOURS[words.tone], m: 0 }}
    >
      {words.text}
    </Box>
  );
}

import type { SnackbarStatusIcon } from './snackbar-rules';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';

/** Spec §4: the outline icon of each status colour. */
const STATUS_ICONS = {
  success: CheckCircleOutlined,
  warning: ReportProblemOutlined,
  error: ErrorOutlined,
  info: InfoOutlined,
} as const;

/** Decorative: the message says the same in words. */
export default function SnackbarIcon({ name }: { name: SnackbarStatusIcon }) {
  const Icon = STATUS_ICONS[name];
  return <Icon fontSize="small" aria-hidden="true" />;
}

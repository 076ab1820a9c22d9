import { SUBSCRIPTION_MESSAGES } from '@alongside/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../lib/api-client';

/** The API's refusal of a worker's 4th application or request acceptance of the month without a plan. */
export function isAllowanceUsed(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.message === SUBSCRIPTION_MESSAGES.allowanceUsed;
}

/**
 * Why a worker without a plan cannot take more work this month, and where to choose a plan
 * (issue #23, "the screen tells the worker why and links to /subscription").
 */
export function AllowanceUsedNotice({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const headingId = useId();
  return (
    <Alert severity="info" component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component={headingLevel} sx={{ fontWeight: 600 }}>
        Your free allowance is used for this month
      </Typography>
      <Typography sx={{ mb: 1 }}>{SUBSCRIPTION_MESSAGES.allowanceUsed}</Typography>
      <Button component={RouterLink} to="/subscription" variant="contained" size="large">
        See the plans
      </Button>
    </Alert>
  );
}

/** How many more times a worker without a plan may apply or accept a request this month. */
export function allowanceLeftText(left: number): string {
  const times = left === 1 ? '1 more time' : `${left} more times`;
  return `Without a plan you can apply or accept a request ${times} this month.`;
}

import type { PlansResponse, Subscription } from '@alongside/contract';
import { formatLongDate } from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useChangeSubscription } from '../api/change-subscription';
import { useOpenCardPage } from '../api/open-card-page';
import { priceText } from './plans-view';

/** The plan's state in one plain sentence. */
export function planSentence(plan: Subscription): string {
  const end = formatLongDate(plan.current_period_end);
  switch (plan.state) {
    case 'trialing':
      return plan.ends_at_period_end
        ? `Your free trial ends on ${end}, and so does your plan.`
        : `Your free trial runs until ${end}. We take the first payment then.`;
    case 'active':
      return plan.ends_at_period_end ? `Your plan ends on ${end}.` : `Your plan renews on ${end}.`;
    case 'past_due':
      return 'Your last payment did not go through. We will try again; you keep your plan for 7 days meanwhile.';
    case 'cancelled':
      return 'Your plan has ended.';
    case 'expired':
      return 'Your plan ended because its payment did not go through.';
  }
}

/** The worker's plan, its state, and what they may do with it (the API's `choices`). */
export function CurrentPlan({ plan, plans }: { plan: Subscription; plans: PlansResponse }) {
  const change = useChangeSubscription();
  const cardPage = useOpenCardPage();
  const headingId = useId();
  const current = plans.data.find((item) => item.id === plan.plan)!;
  const other = plans.data.find((item) => item.id !== (plan.next_plan ?? plan.plan))!;
  const next = plan.next_plan ? plans.data.find((item) => item.id === plan.next_plan) : undefined;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Typography id={headingId} variant="h2">
          {current.name} plan
        </Typography>
        <Typography>{priceText(current)}, GST included.</Typography>
        <Typography>{planSentence(plan)}</Typography>
        {next ? (
          <Typography>
            From your next renewal: the {next.name} plan, {priceText(next)}.
          </Typography>
        ) : null}
        {change.data?.message ? (
          <Alert severity="success" role="status">
            {change.data.message}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {plan.choices.includes('resume') ? (
            <Button
              variant="contained"
              disabled={change.isPending}
              onClick={() => change.mutate({ choice: 'resume' })}
            >
              Keep my plan
            </Button>
          ) : null}
          {plan.choices.includes('change_plan') ? (
            <Button
              variant="outlined"
              disabled={change.isPending}
              onClick={() => change.mutate({ choice: 'change_plan', plan: other.id })}
            >
              Change to {other.name}
            </Button>
          ) : null}
          {plan.card_page ? (
            <Button variant="outlined" loading={cardPage.isPending} onClick={() => cardPage.mutate()}>
              Change my card
            </Button>
          ) : null}
          {plan.choices.includes('cancel') ? (
            <Button
              variant="text"
              disabled={change.isPending}
              onClick={() => change.mutate({ choice: 'cancel' })}
            >
              Cancel my plan
            </Button>
          ) : null}
        </Box>
      </CardContent>
    </Card>
  );
}

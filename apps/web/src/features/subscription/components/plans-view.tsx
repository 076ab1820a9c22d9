import type { PlansResponse, PlanView, SubscriptionResponse } from '@alongside/contract';
import { formatCents } from '@alongside/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** "$29.00 a month" / "$290.00 a year", GST included. */
export function priceText(plan: Pick<PlanView, 'price_cents' | 'interval'>): string {
  return `${formatCents(plan.price_cents, 'en-AU')} a ${plan.interval}`;
}

/** What is left of the month's free allowance, in words. */
export function allowanceText(allowance: SubscriptionResponse['meta']['allowance']): string {
  if (allowance.left === 0) {
    return `You have used your ${allowance.limit} free applications and request acceptances this month.`;
  }
  return allowance.left === 1
    ? `Without a plan you can apply or accept a request 1 more time this month.`
    : `Without a plan you can apply or accept a request ${allowance.left} more times this month.`;
}

/** Which of the plans is the worker's now, or from their next renewal; null for the others. */
export function planMark(plan: Pick<PlanView, 'id'>, subscription: SubscriptionResponse): string | null {
  const mine = subscription.data;
  if (!mine || mine.choices.length === 0) return null;
  if (mine.plan === plan.id) return 'Your plan';
  return mine.next_plan === plan.id ? 'Your plan from your next renewal' : null;
}

/**
 * The plans (issue #23): a flat fee instead of a commission, said plainly, each plan with its price,
 * its GST and the comparison with a commission; `action` draws each plan's button.
 */
export function PlansView({
  plans,
  subscription,
  action,
}: {
  plans: PlansResponse;
  subscription: SubscriptionResponse;
  action: (plan: PlanView) => ReactNode;
}) {
  const trial = subscription.meta.trial_available ? plans.meta.trial_days : 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>
        Alongside takes no commission from what you earn. You pay one flat fee, and it never buys a higher
        place in search: clients find you for who you are.
      </Typography>
      {trial > 0 ? (
        <Typography>
          Your first {trial} days are free. Cancel any time before they end and pay nothing.
        </Typography>
      ) : null}
      {subscription.data === null ? (
        <Typography>{allowanceText(subscription.meta.allowance)}</Typography>
      ) : null}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { sm: '1fr 1fr' },
        }}
      >
        {plans.data.map((plan) => (
          <li key={plan.id}>
            <Card
              variant="outlined"
              component="section"
              aria-label={`${plan.name} plan`}
              sx={{ height: '100%' }}
            >
              <CardContent
                sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}
              >
                <Typography variant="h2">{plan.name}</Typography>
                <PlanMark plan={plan} subscription={subscription} />
                <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{priceText(plan)}</Typography>
                <Typography variant="body2">
                  Includes GST of {formatCents(plan.gst_cents, 'en-AU')}.
                </Typography>
                <Typography>{plan.comparison}</Typography>
                {action(plan)}
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}

function PlanMark({ plan, subscription }: { plan: PlanView; subscription: SubscriptionResponse }) {
  const mark = planMark(plan, subscription);
  return mark ? <Typography sx={{ fontWeight: 600, color: 'success.dark' }}>{mark}</Typography> : null;
}

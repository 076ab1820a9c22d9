import type { PlansResponse, Subscription } from '@alongside/contract';
import { cancelEffect, formatLongDate } from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { useChangeSubscription, type SubscriptionChange } from '../api/change-subscription';
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
      return plan.ends_at_period_end
        ? `${pastDueSentence(plan.past_due)} It is set to end, so it will not renew.`
        : pastDueSentence(plan.past_due);
    case 'cancelled':
      return 'Your plan has ended.';
    case 'expired':
      return 'Your plan ended because its payment did not go through.';
  }
}

/**
 * A plan whose payment did not go through: when we try again, and until when the worker keeps it.
 * After the last retry, "we will try again" would be untrue.
 */
function pastDueSentence(pastDue: Subscription['past_due']): string {
  if (!pastDue) return 'Your last payment did not go through.';
  const until = formatLongDate(pastDue.access_until);
  return pastDue.next_try_at
    ? `Your last payment did not go through. We will try again on ${formatLongDate(pastDue.next_try_at)}; you keep your plan until ${until} meanwhile.`
    : `Your last payment did not go through, and we will not try it again. You keep your plan until ${until}.`;
}

/**
 * What cancelling does, as the API does it (`cancelEffect`): a plan that runs and is paid for is
 * kept to its period's end; one whose payment did not go through ends now and its payment is not
 * tried again, so the worker reads what they give up (the grace's end) rather than the period's.
 */
function cancelSentence(plan: Subscription): string {
  if (cancelEffect(plan.new_plan) === 'period_end') {
    return `You keep your plan until ${formatLongDate(plan.current_period_end)}. After that you will not be charged.`;
  }
  const instead = plan.past_due ? ` rather than on ${formatLongDate(plan.past_due.access_until)}` : '';
  return `Your last payment did not go through, so cancelling ends your plan now${instead}. We will not try your card again.`;
}

/**
 * Keeping a plan set to end whose payment did not go through keeps it only if a retry pays, which
 * the worker is told before, with the two dates it may end on.
 */
function resumeSentence(plan: Subscription, pastDue: NonNullable<Subscription['past_due']>): string {
  const paid = `if a payment goes through, your plan goes on and renews on ${formatLongDate(plan.current_period_end)}`;
  const unpaid = `; if none does, it ends on ${formatLongDate(pastDue.access_until)}`;
  // Keeping it is offered only while a try is to come (`subscriptionChoices`).
  const when = pastDue.next_try_at ? ` on ${formatLongDate(pastDue.next_try_at)}` : '';
  return `Your last payment did not go through. We will try your card again${when}: ${paid}${unpaid}.`;
}

/** Which change the worker is asked to confirm. */
type Asking = 'cancel' | 'change_plan' | 'resume';

/**
 * The worker's plan, its state, and what they may do with it (the API's `choices`). Cancelling and
 * changing the plan are about money, so each asks first and says what follows; keeping a plan set to
 * end does not, unless its payment did not go through: then it goes on only if a retry pays. After a change, focus goes to the card's heading: the button pressed is gone (the
 * choices change), and focus must not fall to the page's start.
 */
export function CurrentPlan({ plan, plans }: { plan: Subscription; plans: PlansResponse }) {
  const change = useChangeSubscription();
  const cardPage = useOpenCardPage();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [changed, setChanged] = useState(0);
  const current = plans.data.find((item) => item.id === plan.plan)!;
  const other = plans.data.find((item) => item.id !== (plan.next_plan ?? plan.plan))!;
  const next = plan.next_plan ? plans.data.find((item) => item.id === plan.next_plan) : undefined;
  const end = formatLongDate(plan.current_period_end);

  // After the dialog has gone (and given focus back to a button that may be gone too).
  useEffect(() => {
    if (changed > 0) heading.current?.focus();
  }, [changed]);

  const run = async (wanted: SubscriptionChange) => {
    if (change.isPending) return;
    try {
      await change.mutateAsync(wanted);
      setAsking(null);
      setChanged((count) => count + 1);
    } catch {
      // The API client has said what went wrong; the dialog stays for another try.
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
        <Typography id={headingId} ref={heading} tabIndex={-1} variant="h2">
          Your plan: {current.name}
        </Typography>
        <Typography>{priceText(current)}, GST included.</Typography>
        <Typography>{planSentence(plan)}</Typography>
        {next ? (
          <Typography>
            From your next renewal: the {next.name} plan, {priceText(next)}.
          </Typography>
        ) : null}
        {/* Always there, so what a change did is read out when it arrives. */}
        <Box role="status" sx={{ alignSelf: 'stretch' }}>
          {change.data?.message ? <Alert severity="success">{change.data.message}</Alert> : null}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {plan.choices.includes('resume') ? (
            <Button
              variant="contained"
              aria-haspopup={plan.past_due ? 'dialog' : undefined}
              aria-disabled={change.isPending || undefined}
              onClick={() => (plan.past_due ? setAsking('resume') : void run({ choice: 'resume' }))}
            >
              Keep my plan
            </Button>
          ) : null}
          {plan.choices.includes('change_plan') ? (
            <Button variant="outlined" aria-haspopup="dialog" onClick={() => setAsking('change_plan')}>
              Change to {other.name}
            </Button>
          ) : null}
          {plan.card_page ? (
            <Button variant="outlined" loading={cardPage.isPending} onClick={() => cardPage.mutate()}>
              Change my card
            </Button>
          ) : null}
          {plan.choices.includes('cancel') ? (
            <Button variant="text" aria-haspopup="dialog" onClick={() => setAsking('cancel')}>
              Cancel my plan
            </Button>
          ) : null}
        </Box>
      </CardContent>
      {asking === 'cancel' ? (
        <ConfirmDialog
          open
          title="Cancel your plan?"
          body={cancelSentence(plan)}
          confirmLabel="Cancel my plan"
          cancelLabel="Keep my plan"
          pending={change.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => void run({ choice: 'cancel' })}
        />
      ) : null}
      {asking === 'resume' && plan.past_due ? (
        <ConfirmDialog
          open
          title="Keep your plan?"
          body={resumeSentence(plan, plan.past_due)}
          confirmLabel="Keep my plan"
          confirmColor="primary"
          cancelLabel="Not now"
          pending={change.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => void run({ choice: 'resume' })}
        />
      ) : null}
      {asking === 'change_plan' ? (
        <ConfirmDialog
          open
          title={`Change to the ${other.name} plan?`}
          body={`From ${end} you will pay ${priceText(other)}.`}
          confirmLabel={`Change to ${other.name}`}
          confirmColor="primary"
          cancelLabel="Not now"
          pending={change.isPending}
          onCancel={() => setAsking(null)}
          onConfirm={() => void run({ choice: 'change_plan', plan: other.id })}
        />
      ) : null}
    </Card>
  );
}

import type { PlansResponse, PlanView, Subscription } from '@alongside/contract';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { priceText } from './plans-view';

/**
 * What happens to the worker's plan when a new one starts, in words, for a plan a new one replaces
 * (`new_plan: 'replaces'`, decision 041): it ends then, and is never charged again.
 */
export function replacedText(mine: Subscription, plans: PlansResponse): string {
  const name = plans.data.find((plan) => plan.id === mine.plan)?.name ?? 'old';
  return mine.state === 'past_due'
    ? `Your ${name} plan, whose payment did not go through, ends when the new plan starts, and we will not try to take that payment again.`
    : `Your ${name} plan ends when the new plan starts, and is not charged again.`;
}

/** Above the plans, for a worker whose plan a new one would replace: that they may start again, and what follows. */
export function StartAgainNote({ mine, plans }: { mine: Subscription; plans: PlansResponse }) {
  return (
    <Typography>
      {mine.state === 'past_due' ? 'You can start again with another card: choose a plan below. ' : ''}
      {replacedText(mine, plans)}
    </Typography>
  );
}

/**
 * A plan's button to its checkout. When a new plan would replace the worker's own (its payment did
 * not go through), it asks first and says so, as any choice about money does.
 */
export function ChoosePlanButton({
  plan,
  plans,
  mine,
  trialAvailable,
  pending,
  onChoose,
}: {
  plan: PlanView;
  plans: PlansResponse;
  mine: Subscription | null;
  trialAvailable: boolean;
  pending: boolean;
  onChoose: (plan: PlanView['id']) => void;
}) {
  const [asking, setAsking] = useState(false);
  const label = trialAvailable ? `Start free with ${plan.name}` : `Choose ${plan.name}`;
  if (mine?.new_plan !== 'replaces') {
    return (
      <Button variant="contained" disabled={pending} onClick={() => onChoose(plan.id)}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button variant="contained" aria-haspopup="dialog" onClick={() => setAsking(true)}>
        {label}
      </Button>
      {asking ? (
        <ConfirmDialog
          open
          title={`Start the ${plan.name} plan?`}
          body={`You pay ${priceText(plan)} from today. ${replacedText(mine, plans)}`}
          confirmLabel={label}
          confirmColor="primary"
          cancelLabel="Not now"
          pending={pending}
          onCancel={() => setAsking(false)}
          onConfirm={() => onChoose(plan.id)}
        />
      ) : null}
    </>
  );
}

import {
  RefundBodySchema,
  SUBSCRIPTION_MESSAGES,
  type AdminOrder,
  type RefundBody,
} from '@alongside/contract';
import { centsToDollarsText, dollarsTextSchema } from '@alongside/domain';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { isApiError } from '../../../lib/api-client';
import { useRefundOrder } from '../api/refund-order';
import { dollars } from './order-words';

export const AMOUNT_LABEL = 'Amount to refund, in dollars';
export const REASON_LABEL = 'Reason for the refund';

/**
 * The refund as typed: dollars read into the cents the API checks, with the API's own messages, and
 * at most what is left (the API checks again, counting refunds asked for since this page loaded).
 */
export function refundFormSchema(refundableCents: number) {
  return z.strictObject({
    amount_cents: dollarsTextSchema().pipe(
      RefundBodySchema.shape.amount_cents.refine((cents) => cents <= refundableCents, {
        error: SUBSCRIPTION_MESSAGES.refundTooLarge,
      }),
    ),
    reason: RefundBodySchema.shape.reason,
  });
}

/**
 * Refunds part or all of what is left of an order: the amount (all that is left, to start with) and
 * the reason, then a question naming the amount and the worker before anything is sent. A refusal
 * shows on its field (too much, no reason) or above the form.
 */
export function RefundForm({
  order,
  onRefunded,
}: {
  order: Pick<AdminOrder, 'id' | 'buyer_name' | 'buyer_email' | 'refundable_cents'>;
  /**
   * The refund was asked for: on its way, or (`waiting`) saved while the provider did not answer, to
   * be sent again by itself. Either way the form may go (nothing left to refund), so the page says it.
   */
  onRefunded: (outcome: { message: string; waiting: boolean }) => void;
}) {
  const [schema] = useState(() => refundFormSchema(order.refundable_cents));
  const { form, binding, submit, showError } = useApiForm(schema, {
    defaultValues: { amount_cents: centsToDollarsText(order.refundable_cents), reason: '' },
    fields: ['amount_cents', 'reason'],
  });
  // What the question asks about; kept while the dialog closes, so its words do not change as it fades.
  const [asking, setAsking] = useState<RefundBody | null>(null);
  const [open, setOpen] = useState(false);
  const refund = useRefundOrder();

  const confirm = () => {
    if (!asking) return;
    refund.mutate(
      { id: order.id, ...asking },
      {
        onSuccess: () => {
          setOpen(false);
          onRefunded({ message: SUBSCRIPTION_MESSAGES.refunded, waiting: false });
        },
        onError: (error) => {
          setOpen(false);
          if (isApiError(error) && error.message === SUBSCRIPTION_MESSAGES.refundNotSentYet) {
            onRefunded({ message: error.message, waiting: true });
          } else {
            showError(error);
          }
        },
      },
    );
  };
  const amount = asking ? dollars(asking.amount_cents) : '';

  return (
    <>
      <ApiForm
        form={form}
        binding={binding}
        aria-label="Refund this order"
        onSubmit={submit(async (values) => {
          setAsking(values);
          setOpen(true);
        })}
      >
        <FormTextField
          name="amount_cents"
          label={AMOUNT_LABEL}
          autoComplete="off"
          inputMode="decimal"
          hint={`Up to ${dollars(order.refundable_cents)}, what is left of this order.`}
        />
        <FormTextField
          name="reason"
          label={REASON_LABEL}
          autoComplete="off"
          multiline
          minRows={2}
          hint="Kept with the order for our records. At most 500 characters."
        />
        <Button type="submit" variant="contained" size="large" sx={{ alignSelf: 'flex-start' }}>
          Refund
        </Button>
      </ApiForm>
      <ConfirmDialog
        open={open}
        title={`Refund ${amount} to ${order.buyer_name}?`}
        body={`The money goes back to the card that paid, through our payment provider, and ${order.buyer_email} sees it under their orders. A refund cannot be undone.`}
        confirmLabel={`Yes, refund ${amount}`}
        cancelLabel="Go back"
        pending={refund.isPending}
        onCancel={() => {
          if (!refund.isPending) setOpen(false);
        }}
        onConfirm={confirm}
      />
    </>
  );
}

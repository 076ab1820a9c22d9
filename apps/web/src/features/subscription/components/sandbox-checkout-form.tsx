import {
  SANDBOX_TEST_CARDS,
  SandboxPayBodySchema,
  type SandboxCheckout,
  type SandboxPayBody,
} from '@alongside/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { QueryState } from '../../../components/feedback/query-state';
import { SandboxNotice } from '../../../components/feedback/sandbox-notice';
import { ApiForm } from '../../../components/forms/api-form';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { isApiError } from '../../../lib/api-client';
import { apiErrorText, UNEXPECTED_ERROR_TEXT } from '../../../lib/api-error-text';
import {
  useConfirmSandboxCheckout,
  usePaySandboxCheckout,
  useSandboxCheckout,
} from '../api/sandbox-checkout';
import { priceText } from './plans-view';

/** What each test card does, in the words of the card's row. */
const CARD_OUTCOMES: Record<keyof typeof SANDBOX_TEST_CARDS, string> = {
  succeeds: 'Succeeds',
  declined: 'Is declined',
  insufficientFunds: 'Has insufficient funds',
  confirms: 'Asks you to confirm it is you',
};

// In the order they appear: the first one with an error takes the focus.
const FIELDS = ['name', 'card_number', 'expiry', 'cvc'] as const;

const EMPTY_CARD: SandboxPayBody = { name: '', card_number: '', expiry: '', cvc: '' };

/** "4242 4242 4242 4242", as the number is printed on a card. */
function groupedCardNumber(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The sandbox payment provider's checkout page (issue #23, decision 041): what is bought, the test
 * cards and a card form; then the bank's "is it you?" step for the card that asks for it; a finished
 * checkout sends the browser to the server's `success_url`, as a real provider's page would.
 */
export function SandboxCheckoutForm({ id }: { id: string }) {
  const query = useSandboxCheckout(id);
  return (
    <QueryState query={query} what="this checkout">
      {(checkout) => <CheckoutSteps checkout={checkout} />}
    </QueryState>
  );
}

function CheckoutSteps({ checkout }: { checkout: SandboxCheckout }) {
  const confirm = useConfirmSandboxCheckout(checkout.id);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <TestCards />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {`${checkout.plan.name} plan — ${priceText(checkout.plan)}, GST included`}
        </Typography>
        {checkout.trial_days > 0 ? <Typography>{trialText(checkout.trial_days)}</Typography> : null}
      </Box>
      {checkout.state === 'completed' ? (
        <Completed url={checkout.success_url} />
      ) : checkout.state === 'confirming' ? (
        <ConfirmStep
          answering={confirm.isPending ? confirm.variables : null}
          error={confirm.error}
          onAnswer={(approve) => confirm.mutate(approve)}
        />
      ) : (
        <PayForm checkout={checkout} refusal={confirm.error} onPay={() => confirm.reset()} />
      )}
      {checkout.state === 'completed' ? null : (
        <Button href={checkout.cancel_url} variant="outlined" size="large" fullWidth>
          Cancel
        </Button>
      )}
    </Box>
  );
}

function trialText(days: number): string {
  return days === 1
    ? 'Your first day is free. We take the first payment when it ends.'
    : `Your first ${days} days are free. We take the first payment when they end.`;
}

/** The notice that this is not a real payment, and the cards that stand in for real ones. */
function TestCards() {
  return (
    <SandboxNotice heading="Test payments: no real money moves">
      <Typography>
        This page stands in for a real payment page. Use one of these test cards, with any name, any expiry
        date in the future and any 3 digits for the CVC.
      </Typography>
      <Table size="small" aria-label="Test cards" sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Card number
            </TableCell>
            <TableCell component="th" scope="col">
              What happens
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(Object.keys(CARD_OUTCOMES) as (keyof typeof SANDBOX_TEST_CARDS)[]).map((card) => (
            <TableRow key={card}>
              <TableCell
                component="th"
                scope="row"
                sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace', fontSize: '0.875rem' }}
              >
                {groupedCardNumber(SANDBOX_TEST_CARDS[card])}
              </TableCell>
              <TableCell>{CARD_OUTCOMES[card]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </SandboxNotice>
  );
}

/**
 * The card form. A refused card, a finished checkout or a failed confirmation shows in the form's
 * alert above the fields, which keep what was typed; a bad field shows under that field.
 */
function PayForm({
  checkout,
  refusal,
  onPay,
}: {
  checkout: SandboxCheckout;
  /** Why the bank's confirmation failed, when the person comes back to the form after it. */
  refusal: unknown;
  onPay: () => void;
}) {
  const pay = usePaySandboxCheckout(checkout.id);
  const { form, binding, submit, showError } = useApiForm(SandboxPayBodySchema, {
    defaultValues: EMPTY_CARD,
    fields: FIELDS,
  });

  useEffect(() => {
    if (refusal) showError(refusal);
  }, [refusal, showError]);

  return (
    <ApiForm
      form={form}
      binding={binding}
      aria-label="Card details"
      onSubmit={submit(async (values) => {
        onPay();
        await pay.mutateAsync(values);
      })}
    >
      <FormTextField name="name" label="Name on card" autoComplete="cc-name" />
      <FormTextField
        name="card_number"
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        hint="Use one of the test cards above."
      />
      <FormTextField name="expiry" label="Expiry (MM/YY)" autoComplete="cc-exp" hint="For example 12/30." />
      <FormTextField
        name="cvc"
        label="CVC"
        autoComplete="cc-csc"
        inputMode="numeric"
        hint="The 3 digits on the back of the card."
      />
      <SubmitButton pending={form.formState.isSubmitting}>
        {checkout.trial_days > 0 ? 'Start free trial' : 'Pay'}
      </SubmitButton>
    </ApiForm>
  );
}

/** The bank's 3-D Secure step: the tester chooses whether the person confirms. */
function ConfirmStep({
  answering,
  error,
  onAnswer,
}: {
  /** The answer being sent, or null. */
  answering: boolean | null;
  error: unknown;
  onAnswer: (approve: boolean) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form and its button are gone: the step's heading takes the focus, so it is read out next.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const busy = answering !== null;
  return (
    <Box
      component="section"
      aria-labelledby="sandbox-checkout-confirm"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id="sandbox-checkout-confirm" variant="h2" ref={heading} tabIndex={-1}>
        Confirm it is you
      </Typography>
      {error ? (
        <Alert severity="error">
          {isApiError(error) ? apiErrorText(error.message) : UNEXPECTED_ERROR_TEXT}
        </Alert>
      ) : null}
      <Typography>Your bank asks you to confirm this payment.</Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="large"
          loading={answering === true}
          disabled={busy}
          onClick={() => onAnswer(true)}
        >
          Confirm
        </Button>
        <Button
          variant="outlined"
          size="large"
          loading={answering === false}
          disabled={busy}
          onClick={() => onAnswer(false)}
        >
          Fail confirmation
        </Button>
      </Box>
    </Box>
  );
}

/** Paid, or the trial started: on to the page the server named, with a link in case that stalls. */
function Completed({ url }: { url: string }) {
  useEffect(() => {
    window.location.assign(url);
  }, [url]);
  return (
    <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>All done. Taking you back to Alongside.</Typography>
      <Button href={url} variant="contained" size="large" fullWidth>
        Continue
      </Button>
    </Box>
  );
}

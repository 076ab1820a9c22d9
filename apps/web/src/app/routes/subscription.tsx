import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../components/feedback/query-state';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { usePlans } from '../../features/subscription/api/get-plans';
import { useSubscription } from '../../features/subscription/api/get-subscription';
import { useStartCheckout } from '../../features/subscription/api/start-checkout';
import { ChoosePlanButton, StartAgainNote } from '../../features/subscription/components/choose-plan';
import { CurrentPlan } from '../../features/subscription/components/current-plan';
import { PlansView } from '../../features/subscription/components/plans-view';
import { writeAuthOptions } from '../../lib/auth/auth-options';

/**
 * /subscription and /my-profile/subscribe (spec §2, issue #23), behind the worker guard: the plans,
 * a checkout for the one chosen, and "Not now", which keeps the offer away for 30 days. A worker
 * whose plan's payment did not go through sees it, and may choose a plan again (decision 041); the
 * API's `choices` then offer no change of it, so the page shows one way to another plan.
 */
export function Component() {
  useDocumentTitle('Your plan');
  const plans = usePlans();
  // Back from the provider's checkout: its webhook starts the plan, so it is read again shortly.
  const [search] = useSearchParams();
  const checkedOut = search.get('checkout') === 'done';
  const subscription = useSubscription({ waitingForPlan: checkedOut });
  const checkout = useStartCheckout();
  const navigate = useNavigate();
  const notNow = () => {
    writeAuthOptions({ skipSubscription: true });
    void navigate('/');
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">Your plan</Typography>
      <QueryState query={plans} what="the plans">
        {(plansData) => (
          <QueryState query={subscription} what="your plan">
            {(mine) => (
              <>
                {checkedOut ? (
                  <Alert severity="success" role="status">
                    Thank you. Your plan is starting: it shows here in a moment.
                  </Alert>
                ) : null}
                {mine.data && (mine.data.choices.length > 0 || mine.data.new_plan === 'replaces') ? (
                  <CurrentPlan plan={mine.data} plans={plansData} />
                ) : null}
                {mine.data?.new_plan === 'replaces' ? (
                  <StartAgainNote mine={mine.data} plans={plansData} />
                ) : null}
                <PlansView
                  plans={plansData}
                  subscription={mine}
                  action={(plan) =>
                    mine.data?.new_plan !== 'refused' ? (
                      <ChoosePlanButton
                        plan={plan}
                        plans={plansData}
                        mine={mine.data}
                        trialAvailable={mine.meta.trial_available}
                        pending={checkout.isPending}
                        onChoose={(id) => checkout.mutate(id)}
                      />
                    ) : null
                  }
                />
                {mine.data === null ? (
                  <Button variant="text" onClick={notNow} sx={{ alignSelf: 'flex-start' }}>
                    Not now
                  </Button>
                ) : null}
              </>
            )}
          </QueryState>
        )}
      </QueryState>
    </Box>
  );
}

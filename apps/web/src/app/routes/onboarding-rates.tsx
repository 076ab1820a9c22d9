import { SkipStepLink } from '../../features/onboarding/components/step-actions';
import { StepFrame } from '../../features/onboarding/components/step-frame';
import { useStep } from '../../features/onboarding/components/use-step';
import { IndicativeRatesForm } from '../../features/profiles/components/indicative-rates-form';

/** /onboarding/rates (worker): the profile's rates form, NDIS price limits and all, inside the step. */
export function Component() {
  const { user, nextPath, goNext } = useStep('rates');
  return (
    <StepFrame
      step="rates"
      intro="Your rates in Australian dollars. Clients see them as a guide; you agree the final price together."
    >
      {user ? (
        <IndicativeRatesForm rates={user.indicative_rates} submitLabel="Save and continue" onSaved={goNext} />
      ) : null}
      <SkipStepLink to={nextPath} />
    </StepFrame>
  );
}

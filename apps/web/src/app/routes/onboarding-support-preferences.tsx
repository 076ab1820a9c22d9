import { SkipStepLink } from '../../features/onboarding/components/step-actions';
import { StepFrame } from '../../features/onboarding/components/step-frame';
import { useStep } from '../../features/onboarding/components/use-step';
import { SupportPreferenceForm } from '../../features/profiles/components/support-preference-form';

/** /onboarding/support-preferences (client): the profile's support preferences form inside the step. */
export function Component() {
  const { user, nextPath, goNext } = useStep('support-preferences');
  return (
    <StepFrame step="support-preferences" intro="This helps us show you workers who suit you.">
      {user ? (
        <SupportPreferenceForm
          preference={user.support_preference}
          submitLabel="Save and continue"
          onSaved={goNext}
        />
      ) : null}
      <SkipStepLink to={nextPath} />
    </StepFrame>
  );
}

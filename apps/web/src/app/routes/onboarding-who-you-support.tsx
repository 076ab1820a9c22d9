import { SkipStepLink } from '../../features/onboarding/components/step-actions';
import { StepFrame } from '../../features/onboarding/components/step-frame';
import { useStep } from '../../features/onboarding/components/use-step';
import { ClientPreferenceForm } from '../../features/profiles/components/client-preference-form';

/** /onboarding/who-you-support (worker): the profile's support-seeker preferences form inside the step. */
export function Component() {
  const { user, nextPath, goNext } = useStep('who-you-support');
  return (
    <StepFrame step="who-you-support" intro="Clients see this, and we use it to suggest work near you.">
      {user ? (
        <ClientPreferenceForm
          preference={user.client_preference}
          submitLabel="Save and continue"
          onSaved={goNext}
        />
      ) : null}
      <SkipStepLink to={nextPath} />
    </StepFrame>
  );
}

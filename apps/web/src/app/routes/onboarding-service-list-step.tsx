import { SkipStepLink } from '../../features/onboarding/components/step-actions';
import { StepFrame } from '../../features/onboarding/components/step-frame';
import { useStep } from '../../features/onboarding/components/use-step';
import { ServiceListForm } from '../../features/profiles/components/service-list-form';

const STEPS = {
  'support-needs': {
    field: 'support_requirements',
    intro: 'Tell workers what kind of help you are looking for.',
  },
  services: { field: 'service_offerings', intro: 'Clients search for workers by the services they offer.' },
} as const;

/**
 * /onboarding/support-needs (client) and /onboarding/services (worker): the profile's services form
 * inside the step, where ticking none is done with "Skip for now".
 */
export function ServiceListStep({ step }: { step: keyof typeof STEPS }) {
  const { field, intro } = STEPS[step];
  const { user, nextPath, goNext } = useStep(step);
  return (
    <StepFrame step={step} intro={intro}>
      {user ? (
        <ServiceListForm
          field={field}
          value={user[field]}
          emptyMessage="Choose at least one, or skip this step for now."
          submitLabel="Save and continue"
          onSaved={goNext}
        />
      ) : null}
      <SkipStepLink to={nextPath} />
    </StepFrame>
  );
}

import { SkipStepLink } from '../../features/onboarding/components/step-actions';
import { StepFrame } from '../../features/onboarding/components/step-frame';
import { useStep } from '../../features/onboarding/components/use-step';
import { WeeklyScheduleForm } from '../../features/profiles/components/weekly-schedule-form';

/** /onboarding/support-hours (client): the profile's work hours form inside the step. */
export function Component() {
  const { user, nextPath, goNext } = useStep('support-hours');
  return (
    <StepFrame
      step="support-hours"
      intro="Add each day you need support, and roughly when. You can change this at any time."
    >
      {user ? (
        <WeeklyScheduleForm
          field="require_support_schedule"
          legend="The times I need support each week"
          value={user.require_support_schedule}
          submitLabel="Save and continue"
          onSaved={goNext}
        />
      ) : null}
      <SkipStepLink to={nextPath} />
    </StepFrame>
  );
}

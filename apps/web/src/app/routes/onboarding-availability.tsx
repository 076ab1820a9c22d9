import { SkipStepLink } from '../../features/onboarding/components/step-actions';
import { StepFrame } from '../../features/onboarding/components/step-frame';
import { useStep } from '../../features/onboarding/components/use-step';
import { WeeklyScheduleForm } from '../../features/profiles/components/weekly-schedule-form';

/** /onboarding/availability (worker): the profile's availability form inside the step. */
export function Component() {
  const { user, nextPath, goNext } = useStep('availability');
  return (
    <StepFrame
      step="availability"
      intro="Add each day you can work, and your hours. You can change this at any time."
    >
      {user ? (
        <WeeklyScheduleForm
          field="availability_schedule"
          legend="My available times each week"
          value={user.availability_schedule}
          submitLabel="Save and continue"
          onSaved={goNext}
        />
      ) : null}
      <SkipStepLink to={nextPath} />
    </StepFrame>
  );
}

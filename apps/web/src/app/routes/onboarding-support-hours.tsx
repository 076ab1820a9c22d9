import { WeeklyHoursStep } from '../../features/onboarding/components/weekly-hours-step';

export function Component() {
  return <WeeklyHoursStep step="support-hours" />;
}

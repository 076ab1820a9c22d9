import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { WeeklyScheduleForm } from '../../features/profiles/components/weekly-schedule-form';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/support-requirements/required-work-hours: the weekly times a client needs support. */
export function Component() {
  return (
    <ProfileScreenGate screen="requiredWorkHours">
      {(user) => (
        <ProfileScreen
          title="When you need support"
          intro="Add each day and the hours you need support. For support past midnight, add one time on each day."
          back={{ to: PROFILE_SCREENS.supportRequirements, label: 'Back to support requirements' }}
        >
          <WeeklyScheduleForm
            field="require_support_schedule"
            legend="The times I need support each week"
            value={user.require_support_schedule}
          />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}

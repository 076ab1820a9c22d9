import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { WeeklyScheduleForm } from '../../features/profiles/components/weekly-schedule-form';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/services-offered/availabilities: the weekly times a worker can work. */
export function Component() {
  return (
    <ProfileScreenGate screen="availabilities">
      {(user) => (
        <ProfileScreen
          title="When you are available"
          intro="Add each day and the hours you can work. For a shift past midnight, add one time on each day."
          back={{ to: PROFILE_SCREENS.servicesOffered, label: 'Back to services offered' }}
        >
          <WeeklyScheduleForm
            field="availability_schedule"
            legend="My available times each week"
            value={user.availability_schedule}
          />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}

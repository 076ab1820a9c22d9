import {
  WORK_EXPERIENCE_COLUMNS,
  WorkExperienceFormSchema,
} from '../../features/profiles/components/history-schemas';
import { HistoryListForm } from '../../features/profiles/components/history-list-form';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/profile-information/work-experience: a worker's jobs. */
export function Component() {
  return (
    <ProfileScreenGate screen="workExperience">
      {(user) => (
        <ProfileScreen
          title="Work experience"
          intro="Add the jobs that show your experience, paid or unpaid."
          back={{ to: PROFILE_SCREENS.profileInformation, label: 'Back to profile information' }}
        >
          <HistoryListForm
            field="work_experience"
            entryName="Job"
            addLabel="Add a job"
            columns={WORK_EXPERIENCE_COLUMNS}
            schema={WorkExperienceFormSchema}
            entries={user.work_experience}
          />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}

import { EDUCATION_COLUMNS, EducationFormSchema } from '../../features/profiles/components/history-schemas';
import { HistoryListForm } from '../../features/profiles/components/history-list-form';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/profile-information/education: a worker's courses. */
export function Component() {
  return (
    <ProfileScreenGate screen="education">
      {(user) => (
        <ProfileScreen
          title="Education"
          intro="Add the schools, TAFE courses or university degrees you want people to see."
          back={{ to: PROFILE_SCREENS.profileInformation, label: 'Back to profile information' }}
        >
          <HistoryListForm
            field="education"
            entryName="Course"
            addLabel="Add a course"
            columns={EDUCATION_COLUMNS}
            schema={EducationFormSchema}
            entries={user.education}
          />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}

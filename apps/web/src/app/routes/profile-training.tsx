import { QUALIFICATIONS, QualificationListSchema } from '@alongside/domain';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { ChoiceListForm } from '../../features/profiles/components/choice-list-form';
import { HistoryListForm } from '../../features/profiles/components/history-list-form';
import { TRAINING_COLUMNS, TrainingFormSchema } from '../../features/profiles/components/history-schemas';
import { ProfileScreen } from '../../features/profiles/components/profile-screen';
import { ProfileScreenGate } from '../../features/profiles/components/profile-screen-gate';
import { PROFILE_SCREENS } from '../../features/profiles/profile-screens';

/** /profile/profile-information/training-and-qualifications: the checklist, then other training. */
export function Component() {
  return (
    <ProfileScreenGate screen="trainingAndQualifications">
      {(user) => (
        <ProfileScreen
          title="Training and qualifications"
          intro="Tick the qualifications you hold, then add any other training. Each part has its own Save button."
          back={{ to: PROFILE_SCREENS.profileInformation, label: 'Back to profile information' }}
        >
          <ChoiceListForm
            field="qualifications"
            schema={QualificationListSchema}
            legend="Qualifications I hold"
            options={QUALIFICATIONS}
            value={user.qualifications}
          />
          <Divider />
          <Typography variant="h2">Other training</Typography>
          <HistoryListForm
            field="training"
            entryName="Training"
            addLabel="Add training"
            columns={TRAINING_COLUMNS}
            schema={TrainingFormSchema}
            entries={user.training}
          />
        </ProfileScreen>
      )}
    </ProfileScreenGate>
  );
}

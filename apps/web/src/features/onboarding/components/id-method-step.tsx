import { ID_VERIFICATION_METHODS, IdVerificationMethodSchema } from '@alongside/domain';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { FormRadioGroup } from '../../../components/forms/form-radio-group';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSaveStep } from '../api/save-step';
import { StepActions } from './step-actions';
import { StepFrame } from './step-frame';
import { useStep } from './use-step';

const IdMethodFormSchema = z.object({ id_verification_method: IdVerificationMethodSchema });

/** /onboarding/id-selector: how the person will prove who they are; the check itself comes later. */
export function IdMethodStep() {
  const { user, nextPath, goNext } = useStep('id-selector');
  const save = useSaveStep();
  const { form, binding, submit } = useApiForm(IdMethodFormSchema, {
    defaultValues: { id_verification_method: (user?.id_verification_method ?? undefined) as never },
    fields: ['id_verification_method'],
  });
  return (
    <StepFrame
      step="id-selector"
      intro="We check who everyone is, to keep people safe. Choose how you would like to do it. You do not need your documents today."
    >
      <ApiForm
        form={form}
        binding={binding}
        onSubmit={submit(async (values) => {
          await save.mutateAsync(values);
          await goNext();
        })}
      >
        <FormRadioGroup
          name="id_verification_method"
          legend="I will prove who I am with"
          options={ID_VERIFICATION_METHODS}
        />
        <Typography variant="body2" color="text.secondary">
          We only use your documents to check who you are.
        </Typography>
        <StepActions pending={save.isPending} skipTo={nextPath} />
      </ApiForm>
    </StepFrame>
  );
}

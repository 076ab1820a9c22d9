import { SERVICE_CATALOGUE, ServiceListSchema } from '@alongside/domain';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSaveStep } from '../api/save-step';
import { ChoiceCheckboxes } from './choice-checkboxes';
import { StepActions } from './step-actions';
import { StepFrame } from './step-frame';
import { useStep } from './use-step';

const NONE_CHOSEN = 'Choose at least one, or skip this step for now.';

const SupportNeedsSchema = z.object({
  support_requirements: ServiceListSchema.refine((list) => list.length > 0, { message: NONE_CHOSEN }),
});
const ServicesSchema = z.object({
  service_offerings: ServiceListSchema.refine((list) => list.length > 0, { message: NONE_CHOSEN }),
});

/** /onboarding/support-needs (client): the kinds of support they need, from the service catalogue. */
export function SupportNeedsStep() {
  const { user, nextPath, goNext } = useStep('support-needs');
  const save = useSaveStep();
  const { form, binding, submit } = useApiForm(SupportNeedsSchema, {
    defaultValues: { support_requirements: (user?.support_requirements ?? []) as never },
    fields: ['support_requirements'],
  });
  return (
    <StepFrame step="support-needs" intro="Tell workers what kind of help you are looking for.">
      <ApiForm
        form={form}
        binding={binding}
        onSubmit={submit(async (values) => {
          await save.mutateAsync(values);
          await goNext();
        })}
      >
        <ChoiceCheckboxes name="support_requirements" legend="I need help with" options={SERVICE_CATALOGUE} />
        <StepActions pending={save.isPending} skipTo={nextPath} />
      </ApiForm>
    </StepFrame>
  );
}

/** /onboarding/services (worker): the services they offer, from the same catalogue. */
export function ServicesStep() {
  const { user, nextPath, goNext } = useStep('services');
  const save = useSaveStep();
  const { form, binding, submit } = useApiForm(ServicesSchema, {
    defaultValues: { service_offerings: (user?.service_offerings ?? []) as never },
    fields: ['service_offerings'],
  });
  return (
    <StepFrame step="services" intro="Clients search for workers by the services they offer.">
      <ApiForm
        form={form}
        binding={binding}
        onSubmit={submit(async (values) => {
          await save.mutateAsync(values);
          await goNext();
        })}
      >
        <ChoiceCheckboxes name="service_offerings" legend="I can help with" options={SERVICE_CATALOGUE} />
        <StepActions pending={save.isPending} skipTo={nextPath} />
      </ApiForm>
    </StepFrame>
  );
}

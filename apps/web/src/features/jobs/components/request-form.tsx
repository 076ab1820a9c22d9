import { REQUEST_MESSAGES } from '@alongside/contract';
import {
  JOB_PUBLISH_MESSAGES,
  RequestMessageSchema,
  RequestServicesSchema,
  SERVICE_CATALOGUE,
} from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { FormCheckboxList } from '../../../components/forms/form-checkbox-list';
import { FormRadioGroup } from '../../../components/forms/form-radio-group';
import { FormTextField } from '../../../components/forms/form-text-field';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { useSendRequest } from '../api/requests';
import {
  SCHEDULE_FIELDS,
  ScheduleChoiceSchema,
  ScheduleFields,
  checkedSchedule,
  scheduleChoice,
} from './schedule-fields';

/** One of the client's addresses; `main` for their main address, the one ticked to start with. */
export type RequestPlaceChoice = { id: string; label: string; main?: boolean };
export type RequestJobChoice = { id: string; title: string };

const RequestFormSchema = z
  .object({
    kind: z.enum(['support', 'invitation']),
    services: z.array(z.string()),
    schedule: ScheduleChoiceSchema,
    address_id: z.string(),
    job_id: z.string(),
    message: z.string(),
  })
  .transform((values, context) => {
    if (values.kind === 'invitation') {
      if (!values.job_id)
        context.addIssue({ code: 'custom', message: REQUEST_MESSAGES.jobUnknown, path: ['job_id'] });
      return values.job_id
        ? { kind: 'invitation' as const, job_id: values.job_id, message: values.message.trim() }
        : z.NEVER;
    }
    const services = RequestServicesSchema.safeParse(values.services);
    if (!services.success)
      context.addIssue({ code: 'custom', message: services.error.issues[0]!.message, path: ['services'] });
    if (!values.address_id)
      context.addIssue({ code: 'custom', message: JOB_PUBLISH_MESSAGES.address_id, path: ['address_id'] });
    const message = RequestMessageSchema.safeParse(values.message);
    if (!message.success)
      context.addIssue({ code: 'custom', message: message.error.issues[0]!.message, path: ['message'] });
    const schedule = checkedSchedule(values.schedule, context);
    if (!services.success || !message.success || !schedule || !values.address_id) return z.NEVER;
    return {
      kind: 'support' as const,
      services: services.data,
      schedule,
      address_id: values.address_id,
      message: message.data,
    };
  });

/**
 * Asking one worker (`/requests/new?worker=…`, issue #21 item 5): for support (what, when, where and
 * a message), or, when the client has open jobs, an invitation to apply to one of them.
 */
export function RequestForm({
  worker,
  places,
  openJobs,
  addPlaceLink,
}: {
  worker: { id: string; first_name: string };
  places: readonly RequestPlaceChoice[];
  openJobs: readonly RequestJobChoice[];
  addPlaceLink: ReactNode;
}) {
  const send = useSendRequest();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const { form, binding, submit } = useApiForm(RequestFormSchema, {
    defaultValues: {
      kind: 'support',
      services: [],
      schedule: scheduleChoice(null),
      address_id: placeToStartWith(places),
      job_id: openJobs.length === 1 ? openJobs[0]!.id : '',
      message: '',
    },
    fields: ['kind', 'job_id', 'services', ...SCHEDULE_FIELDS, 'address_id', 'message'] as Path<
      z.input<typeof RequestFormSchema>
    >[],
  });
  // The addresses and the open jobs may arrive after the form drew (a page loaded directly, not from
  // search, which has them already): the choice to start with is ticked when they do.
  useStartingChoice(form, 'address_id', placeToStartWith(places));
  useStartingChoice(form, 'job_id', openJobs.length === 1 ? openJobs[0]!.id : '');
  return (
    <ApiForm
      form={form}
      binding={binding}
      aria-label={`Ask ${worker.first_name}`}
      onSubmit={submit(async (values) => {
        const { message } = await send.mutateAsync({ ...values, worker_id: worker.id });
        show({ message, state: 'success' });
        await navigate('/requests');
      })}
    >
      {openJobs.length > 0 ? (
        <FormRadioGroup
          name="kind"
          legend="What would you like?"
          options={[
            { value: 'support', label: `Ask ${worker.first_name} for support` },
            { value: 'invitation', label: `Invite ${worker.first_name} to apply to one of your open jobs` },
          ]}
        />
      ) : null}
      <KindFields worker={worker} places={places} openJobs={openJobs} addPlaceLink={addPlaceLink} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        loading={form.formState.isSubmitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        Send the request
      </Button>
    </ApiForm>
  );
}

/** The main address, or the only one; none ("") when there is no address or no main one among several. */
function placeToStartWith(places: readonly RequestPlaceChoice[]): string {
  return (places.find((place) => place.main) ?? (places.length === 1 ? places[0] : undefined))?.id ?? '';
}

/**
 * Ticks `value` as the field's starting choice once it is known, unless the person has chosen
 * already: the field is then left as they made it.
 */
function useStartingChoice(
  form: UseFormReturn<z.input<typeof RequestFormSchema>, unknown, z.output<typeof RequestFormSchema>>,
  name: 'address_id' | 'job_id',
  value: string,
) {
  useEffect(() => {
    if (value === '' || form.getFieldState(name).isDirty || form.getValues(name) !== '') return;
    form.resetField(name, { defaultValue: value });
  }, [form, name, value]);
}

function KindFields({
  worker,
  places,
  openJobs,
  addPlaceLink,
}: {
  worker: { first_name: string };
  places: readonly RequestPlaceChoice[];
  openJobs: readonly RequestJobChoice[];
  addPlaceLink: ReactNode;
}) {
  const kind = useWatch({ name: 'kind' }) as 'support' | 'invitation';
  if (kind === 'invitation') {
    return (
      <>
        <FormRadioGroup
          name="job_id"
          legend="Which job?"
          options={openJobs.map((job) => ({ value: job.id, label: job.title }))}
        />
        <FormTextField
          name="message"
          label={`A note to ${worker.first_name} (optional)`}
          autoComplete="off"
          multiline
          minRows={3}
        />
      </>
    );
  }
  return (
    <>
      <FormCheckboxList
        name="services"
        legend="The support you need"
        options={SERVICE_CATALOGUE}
        hint="Choose all that apply."
      />
      <Typography variant="h2">When</Typography>
      <ScheduleFields />
      {places.length === 0 ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Alert severity="info">Add the address where the support is first.</Alert>
          {addPlaceLink}
        </Box>
      ) : (
        <FormRadioGroup
          name="address_id"
          legend={`Where? ${worker.first_name} sees only the suburb.`}
          options={places.map((place) => ({ value: place.id, label: place.label }))}
        />
      )}
      <FormTextField
        name="message"
        label={`A message to ${worker.first_name}`}
        autoComplete="off"
        multiline
        minRows={4}
        hint="Say a little about yourself and the support. At most 1000 characters."
      />
    </>
  );
}

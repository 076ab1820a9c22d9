import { JOB_MESSAGES, type Job, type JobBody } from '@alongside/contract';
import {
  CAR_REQUIREMENTS,
  HourlyRateCentsSchema,
  JOB_CREDENTIALS,
  JOB_FORM_STEPS,
  JOB_HOURLY_RATE_KINDS,
  JOB_POSITIONS,
  JOB_PUBLISH_MESSAGES,
  JobDescriptionSchema,
  JobPreferencesSchema,
  JobServicesSchema,
  JobTitleSchema,
  PREFERRED_WORKER_GENDERS,
  QUALIFICATIONS,
  SERVICE_CATALOGUE,
  TravelRateCentsSchema,
  centsToDollarsText,
  dollarsToCents,
  formatCents,
  jobCredentialLabel,
  ndisPriceLimit,
  optionalDollarsTextSchema,
  rateKindsOf,
  NDIS_PRICE_LIMIT_GUIDANCE,
  type JobFormStep,
  type JobRateKind,
} from '@alongside/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiForm } from '../../../components/forms/api-form';
import { LANGUAGE_OPTIONS } from '../../../components/forms/choice-options';
import { FormCheckboxList } from '../../../components/forms/form-checkbox-list';
import { FormRadioGroup } from '../../../components/forms/form-radio-group';
import { FormSelect } from '../../../components/forms/form-select';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useSnackbar } from '../../../components/feedback/use-snackbar';
import { useActOnJob, useCreateJob, useUpdateJob } from '../api/save-job';
import { JOB_STEP_TITLES, stepOfField } from '../job-texts';
import { JobSummary } from './job-summary';
import {
  SCHEDULE_FIELDS,
  ScheduleChoiceSchema,
  ScheduleFields,
  checkedSchedule,
  scheduleChoice,
} from './schedule-fields';

/** One of the client's addresses as the "where" step offers it (the route reads them). */
export interface JobPlaceChoice {
  id: string;
  label: string;
}

/** The form's address: `/createJobForm?job=…&step=…`, so a step can be linked to and resumed. */
export function jobFormPath(id: string, step: JobFormStep): string {
  return `/createJobForm?job=${encodeURIComponent(id)}&step=${step}`;
}

interface JobFormProps {
  /** The job so far; null before the first step is saved. */
  job: Job | null;
  step: JobFormStep;
  places: readonly JobPlaceChoice[];
  /** Where to add an address when the client has none. */
  addPlaceLink: ReactNode;
}

/**
 * The job form in steps (issue #21): each step saves what it has on the server (the first one makes
 * the draft), so the client can stop and go on later on any device. The last step shows the whole
 * job with what is still missing, and publishes it.
 */
export function JobForm({ job, step, places, addPlaceLink }: JobFormProps) {
  const number = JOB_FORM_STEPS.indexOf(step) + 1;
  const heading = useRef<HTMLHeadingElement>(null);
  const { state } = useLocation() as { state: { fromStep?: boolean } | null };
  const fromStep = state?.fromStep === true;
  useEffect(() => {
    // Arriving on the page, the frame puts the focus on the page heading; after a step is saved
    // (or Back), it goes to the new step's heading, so a screen reader hears where the form is.
    if (fromStep) heading.current?.focus();
  }, [step, fromStep]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Step {number} of {JOB_FORM_STEPS.length}
      </Typography>
      <Typography variant="h2" ref={heading} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {JOB_STEP_TITLES[step]}
      </Typography>
      <StepBody key={step} job={job} step={step} places={places} addPlaceLink={addPlaceLink} />
    </Box>
  );
}

function StepBody(props: JobFormProps) {
  switch (props.step) {
    case 'support':
      return <SupportStep {...props} />;
    case 'about':
      return <AboutStep {...props} />;
    case 'where':
      return <WhereStep {...props} />;
    case 'when':
      return <WhenStep {...props} />;
    case 'workers':
      return <WorkersStep {...props} />;
    case 'rates':
      return <RatesStep {...props} />;
    case 'preferences':
      return <PreferencesStep {...props} />;
    case 'open_for':
      return <OpenForStep {...props} />;
    case 'preview':
      return <Preview job={props.job} />;
  }
}

function nextStep(step: JobFormStep): JobFormStep {
  return JOB_FORM_STEPS[Math.min(JOB_FORM_STEPS.indexOf(step) + 1, JOB_FORM_STEPS.length - 1)]!;
}

function previousStep(step: JobFormStep): JobFormStep | null {
  const index = JOB_FORM_STEPS.indexOf(step);
  return index > 0 ? JOB_FORM_STEPS[index - 1]! : null;
}

/**
 * Saves a step's details (making the draft on the first one) and goes on: to the next step, or back
 * to the preview once the client has seen it (a change made from there, or to a published job).
 */
function useSaveStep(job: Job | null, step: JobFormStep) {
  const create = useCreateJob();
  const update = useUpdateJob();
  const navigate = useNavigate();
  return async (body: JobBody) => {
    const reached = job ? job.draft_step : 'support';
    const backToPreview = job !== null && (job.state !== 'draft' || reached === 'preview');
    const next = backToPreview ? 'preview' : nextStep(step);
    const furthest = JOB_FORM_STEPS.indexOf(next) > JOB_FORM_STEPS.indexOf(reached) ? next : reached;
    const withStep = { ...body, draft_step: furthest };
    const saved = job
      ? await update.mutateAsync({ id: job.id, body: withStep })
      : await create.mutateAsync(withStep);
    await navigate(jobFormPath(saved.id, next), { replace: job === null, state: { fromStep: true } });
  };
}

function StepButtons({ job, step, pending }: { job: Job | null; step: JobFormStep; pending: boolean }) {
  const back = previousStep(step);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <SubmitButton pending={pending}>Save and continue</SubmitButton>
      {back && job ? (
        <Button
          component={RouterLink}
          to={jobFormPath(job.id, back)}
          state={{ fromStep: true }}
          size="large"
          sx={{ minHeight: 48 }}
        >
          Back
        </Button>
      ) : null}
    </Box>
  );
}

/** A step's form: its schema, its fields in order, and what it sends. */
function StepForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>({
  job,
  step,
  schema,
  defaultValues,
  fields,
  toBody,
  children,
}: {
  job: Job | null;
  step: JobFormStep;
  schema: S;
  defaultValues: z.input<S>;
  fields: readonly string[];
  toBody: (values: z.output<S>) => JobBody;
  children: ReactNode;
}) {
  const save = useSaveStep(job, step);
  const { form, binding, submit } = useApiForm(schema, {
    defaultValues: defaultValues as never,
    fields: fields as never,
  });
  return (
    <ApiForm
      form={form}
      binding={binding}
      aria-label={JOB_STEP_TITLES[step]}
      onSubmit={submit((values) => save(toBody(values)))}
    >
      {children}
      <StepButtons job={job} step={step} pending={form.formState.isSubmitting} />
    </ApiForm>
  );
}

const SupportSchema = z.object({
  services: JobServicesSchema.refine((services) => services.length > 0, {
    message: JOB_PUBLISH_MESSAGES.services,
  }),
});

function SupportStep({ job, step }: JobFormProps) {
  return (
    <StepForm
      job={job}
      step={step}
      schema={SupportSchema}
      defaultValues={{ services: (job?.services ?? []) as z.input<typeof SupportSchema>['services'] }}
      fields={['services']}
      toBody={(values) => values}
    >
      <FormCheckboxList
        name="services"
        legend="Choose the support the worker gives"
        options={SERVICE_CATALOGUE}
        hint="Choose all that apply."
      />
    </StepForm>
  );
}

const AboutSchema = z.object({
  title: JobTitleSchema,
  description: JobDescriptionSchema.refine((text) => text.length > 0, {
    message: JOB_PUBLISH_MESSAGES.description,
  }),
});

function AboutStep({ job, step }: JobFormProps) {
  return (
    <StepForm
      job={job}
      step={step}
      schema={AboutSchema}
      defaultValues={{ title: job?.title ?? '', description: job?.description ?? '' }}
      fields={['title', 'description']}
      toBody={(values) => values}
    >
      <FormTextField
        name="title"
        label="Title"
        autoComplete="off"
        hint="A few words, like “Help with morning routine”. Up to 80 characters."
      />
      <FormTextField
        name="description"
        label="What the support involves"
        autoComplete="off"
        multiline
        minRows={5}
        hint="What the worker will do, and anything they should know. Do not include your street address."
      />
    </StepForm>
  );
}

const WhereSchema = z.object({
  address_id: z.string().min(1, { message: JOB_PUBLISH_MESSAGES.address_id }),
});

function WhereStep({ job, step, places, addPlaceLink }: JobFormProps) {
  if (places.length === 0) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Alert severity="info">Add the address where the support is, then come back to this step.</Alert>
        {addPlaceLink}
      </Box>
    );
  }
  return (
    <StepForm
      job={job}
      step={step}
      schema={WhereSchema}
      defaultValues={{ address_id: job?.address_id ?? (places.length === 1 ? places[0]!.id : '') }}
      fields={['address_id']}
      toBody={(values) => values}
    >
      <FormRadioGroup
        name="address_id"
        legend="Choose one of your addresses. Workers see only the suburb until you hire them."
        options={places.map((place) => ({ value: place.id, label: place.label }))}
      />
      {addPlaceLink}
    </StepForm>
  );
}

/** The "when" step keeps both kinds' fields, so switching between them loses nothing typed. */
const WhenSchema = z.object({ schedule: ScheduleChoiceSchema }).transform(({ schedule }, context) => {
  const parsed = checkedSchedule(schedule, context);
  return parsed ? { schedule: parsed } : z.NEVER;
});

function WhenStep({ job, step }: JobFormProps) {
  return (
    <StepForm
      job={job}
      step={step}
      schema={WhenSchema}
      defaultValues={{ schedule: scheduleChoice(job?.schedule ?? null) }}
      fields={SCHEDULE_FIELDS}
      toBody={(values) => values}
    >
      <ScheduleFields />
    </StepForm>
  );
}

const POSITION_OPTIONS = Array.from({ length: JOB_POSITIONS.max }, (_, index) => ({
  value: String(index + 1),
  label: index === 0 ? '1 worker' : `${index + 1} workers`,
}));

const WorkersSchema = z.object({ positions: z.string().transform(Number) });

function WorkersStep({ job, step }: JobFormProps) {
  return (
    <StepForm
      job={job}
      step={step}
      schema={WorkersSchema}
      defaultValues={{ positions: String(job?.positions ?? JOB_POSITIONS.default) }}
      fields={['positions']}
      toBody={(values) => values}
    >
      <FormSelect
        name="positions"
        label="How many workers"
        options={POSITION_OPTIONS}
        hint="For example two workers who share the week. Most jobs need one."
      />
    </StepForm>
  );
}

const RatesSchema = z.object({
  rates: z.object({
    weekday_hourly_rate: optionalDollarsTextSchema(HourlyRateCentsSchema),
    weekday_night_hourly_rate: optionalDollarsTextSchema(HourlyRateCentsSchema),
    weekend_hourly_rate: optionalDollarsTextSchema(HourlyRateCentsSchema),
    weekend_night_hourly_rate: optionalDollarsTextSchema(HourlyRateCentsSchema),
    travel_per_km_rate: optionalDollarsTextSchema(TravelRateCentsSchema),
  }),
});

const RATE_FIELD_LABELS: Readonly<Record<JobRateKind, string>> = {
  weekday_hourly_rate: 'Weekday daytime, dollars an hour',
  weekday_night_hourly_rate: 'Weekday night, dollars an hour',
  weekend_hourly_rate: 'Saturday, dollars an hour',
  weekend_night_hourly_rate: 'Sunday, dollars an hour',
  travel_per_km_rate: 'Travel, dollars a km (optional)',
};

function RatesStep({ job, step }: JobFormProps) {
  // Only the kinds the job's times fall in; all four when the times are not chosen yet.
  const kinds = job?.schedule ? rateKindsOf(job.schedule) : [...JOB_HOURLY_RATE_KINDS];
  const shown: JobRateKind[] = [...kinds, 'travel_per_km_rate'];
  const rates = job?.rates;
  return (
    <StepForm
      job={job}
      step={step}
      schema={RatesSchema}
      defaultValues={{
        rates: {
          weekday_hourly_rate: centsToDollarsText(rates?.weekday_hourly_rate),
          weekday_night_hourly_rate: centsToDollarsText(rates?.weekday_night_hourly_rate),
          weekend_hourly_rate: centsToDollarsText(rates?.weekend_hourly_rate),
          weekend_night_hourly_rate: centsToDollarsText(rates?.weekend_night_hourly_rate),
          travel_per_km_rate: centsToDollarsText(rates?.travel_per_km_rate),
        },
      }}
      fields={shown.map((kind) => `rates.${kind}`)}
      toBody={(values) => ({
        rates: Object.fromEntries(shown.map((kind) => [kind, values.rates[kind]])),
      })}
    >
      <Typography>
        The hourly rate you offer for each kind of time your job has. The NDIS price limit is shown as a
        guide; you and the worker agree the final rate.
      </Typography>
      {shown.map((kind) => (
        <RateField key={kind} kind={kind} />
      ))}
    </StepForm>
  );
}

/**
 * One rate, with the NDIS price limit as its hint; a rate typed above the limit says so as it is
 * typed (a slip of a digit, or a rate the NDIS will not pay all of), and is still the client's to
 * offer.
 */
function RateField({ kind }: { kind: JobRateKind }) {
  const typed = useWatch<{ rates: Record<JobRateKind, string> }>({ name: `rates.${kind}` });
  const limit = ndisPriceLimit(kind);
  const cents = typeof typed === 'string' ? dollarsToCents(typed) : null;
  const guide = `NDIS price limit ${NDIS_PRICE_LIMIT_GUIDANCE.year}: ${formatCents(limit, 'en-AU')}`;
  return (
    <FormTextField
      name={`rates.${kind}`}
      label={RATE_FIELD_LABELS[kind]}
      autoComplete="off"
      inputMode="decimal"
      hint={cents !== null && cents > limit ? `${guide}. ${rateAboveLimitText(cents)}` : guide}
    />
  );
}

/** What a rate above the NDIS price limit means for the client, in plain words. */
function rateAboveLimitText(cents: number): string {
  return `${formatCents(cents, 'en-AU')} is above it: if the NDIS pays for this support, it pays no more than the limit.`;
}

const PreferencesSchema = z.object({ preferences: JobPreferencesSchema });

const CREDENTIAL_OPTIONS = JOB_CREDENTIALS.map((value) => ({ value, label: jobCredentialLabel(value) }));

function PreferencesStep({ job, step }: JobFormProps) {
  const preferences = job?.preferences;
  return (
    <StepForm
      job={job}
      step={step}
      schema={PreferencesSchema}
      defaultValues={{
        preferences: {
          worker_gender: preferences?.worker_gender ?? 'no_preference',
          car: preferences?.car ?? 'not_needed',
          languages: preferences?.languages ?? [],
          credentials: preferences?.credentials ?? [],
          qualifications: preferences?.qualifications ?? [],
        },
      }}
      fields={[
        'preferences.worker_gender',
        'preferences.car',
        'preferences.languages',
        'preferences.credentials',
        'preferences.qualifications',
      ]}
      toBody={(values) => values}
    >
      <Typography>
        Only workers who meet these see your job. Leave them as they are to reach everyone.
      </Typography>
      <FormRadioGroup
        name="preferences.worker_gender"
        legend="Who would you like?"
        options={PREFERRED_WORKER_GENDERS}
      />
      <FormRadioGroup
        name="preferences.car"
        legend="Does the worker need a car?"
        options={CAR_REQUIREMENTS}
      />
      <FormCheckboxList
        name="preferences.credentials"
        legend="Checks the worker must hold"
        options={CREDENTIAL_OPTIONS}
        hint="Every verified worker has a police check, a working with children check and first aid."
      />
      <FormCheckboxList
        name="preferences.qualifications"
        legend="Skills the worker must have"
        options={QUALIFICATIONS}
      />
      <FormCheckboxList
        name="preferences.languages"
        legend="Languages (the worker speaks at least one)"
        options={LANGUAGE_OPTIONS}
        columnWidth={160}
      />
    </StepForm>
  );
}

const OPEN_DAYS_OPTIONS = [7, 14, 21, 30, 45, 60].map((days) => ({
  value: String(days),
  label: `${days} days`,
}));

const OpenForSchema = z.object({ open_days: z.string().transform(Number) });

function OpenForStep({ job, step }: JobFormProps) {
  return (
    <StepForm
      job={job}
      step={step}
      schema={OpenForSchema}
      defaultValues={{ open_days: String(job?.open_days ?? 30) }}
      fields={['open_days']}
      toBody={(values) => values}
    >
      <FormSelect
        name="open_days"
        label="Keep the job open for"
        options={OPEN_DAYS_OPTIONS}
        hint="Workers can apply until then. You can close it sooner, or reopen it."
      />
    </StepForm>
  );
}

/** The whole job, what is still missing (each a link to its step), and Publish. */
function Preview({ job }: { job: Job | null }) {
  const act = useActOnJob();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  if (!job) return null;
  const missing = Object.entries(job.missing);
  const isDraft = job.state === 'draft';

  const publish = async () => {
    try {
      const { message } = await act.mutateAsync({ id: job.id, action: 'publish' });
      show({ message, state: 'success' });
      await navigate(`/jobs/${job.id}`);
    } catch {
      // The job is read again: what is missing shows above the button.
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {missing.length > 0 ? (
        <Alert severity="warning">
          {JOB_MESSAGES.missingDetails}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {missing.map(([field, message]) => (
              <li key={field}>
                <RouterLink to={jobFormPath(job.id, stepOfField(field))}>{message}</RouterLink>
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <JobSummary job={job} changeLink={(step) => jobFormPath(job.id, step)} />
      {isDraft ? (
        <Button
          variant="contained"
          size="large"
          fullWidth
          loading={act.isPending}
          disabled={missing.length > 0}
          onClick={() => void publish()}
        >
          Publish the job
        </Button>
      ) : (
        <Button component={RouterLink} to={`/jobs/${job.id}`} variant="contained" size="large" fullWidth>
          Done
        </Button>
      )}
      <Button component={RouterLink} to="/jobs" size="large" sx={{ minHeight: 48 }}>
        {isDraft ? 'Save and finish later' : 'Back to my jobs'}
      </Button>
    </Box>
  );
}

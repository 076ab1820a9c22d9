import { JOB_BOARD_SORTS, type JobBoardQueryInput, type JobBoardSetup } from '@alongside/contract';
import {
  SERVICE_CATALOGUE,
  WEEKDAYS,
  WEEKDAY_LABELS,
  centsToDollarsText,
  dollarsToCents,
} from '@alongside/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { QueryState } from '../../../components/feedback/query-state';
import { CardList } from './card-list';
import { ApiForm } from '../../../components/forms/api-form';
import { FormCheckboxList } from '../../../components/forms/form-checkbox-list';
import { FormSelect } from '../../../components/forms/form-select';
import { FormTextField } from '../../../components/forms/form-text-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useApiForm } from '../../../components/forms/use-api-form';
import { useJobBoard, type BoardSort } from '../api/get-job-board';
import { JobCard } from './job-card';
import { ListItemLink } from '../../../components/links/touch-link';

type Sort = BoardSort;

const SORT_LABELS: Readonly<Record<Sort, string>> = {
  best_match: 'Best match',
  '-published_at': 'Newest',
  distance: 'Nearest',
  '-rate': 'Highest rate',
};

/** What the profile still needs before jobs can match, and where to add it (the route knows the paths). */
export type SetupLinks = Readonly<Record<JobBoardSetup, { to: string; label: string }>>;

/** The board's address bar: `?services=…&distance=…&days=…&min_rate=…&posted=…&page=…` (and `sort=…`). */
export function boardQuery(params: URLSearchParams): JobBoardQueryInput {
  const query: Record<string, string> = {};
  const pairs: [string, string][] = [
    ['services', 'filter[services]'],
    ['distance', 'filter[distance_km]'],
    ['days', 'filter[days]'],
    ['min_rate', 'filter[min_rate]'],
    ['posted', 'filter[posted_within_days]'],
    ['page', 'page'],
  ];
  for (const [param, key] of pairs) {
    const value = params.get(param);
    if (value) query[key] = value;
  }
  return query as JobBoardQueryInput;
}

/**
 * The worker's job board: the open jobs that match them, a sort, and filters kept in the address
 * (so a search can be bookmarked). As the `recent` or `recommended` list, in that list's own order.
 */
export function JobBoard({ list, setupLinks }: { list?: 'recent' | 'recommended'; setupLinks: SetupLinks }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('sort') as Sort | null;
  const sort: Sort = asked && (JOB_BOARD_SORTS as readonly string[]).includes(asked) ? asked : 'best_match';
  const board = useJobBoard(list ? { list } : { sort }, boardQuery(params));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const page = Number(params.get('page') ?? '1');

  const setParam = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {list ? null : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <SortSelect value={sort} onChange={(value) => setParam({ sort: value })} />
          <Button
            variant="outlined"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((open) => !open)}
            sx={{ minHeight: 44 }}
          >
            Filters
          </Button>
        </Box>
      )}
      {filtersOpen ? (
        <Box id={filtersId}>
          <BoardFilters
            params={params}
            onApply={(changes) => {
              setParam(changes);
              setFiltersOpen(false);
            }}
          />
        </Box>
      ) : null}
      <QueryState query={board} what="jobs for you">
        {(found) => {
          if (found.meta.setup.length > 0) return <SetupNeeded setup={found.meta.setup} links={setupLinks} />;
          return (
            <>
              <Typography role="status">
                {found.meta.total === 0
                  ? 'No open jobs match you right now. New jobs appear here as clients post them.'
                  : `${found.meta.total} ${found.meta.total === 1 ? 'job matches' : 'jobs match'} you.`}
              </Typography>
              <CardList items={found.data}>{(job) => <JobCard job={job} />}</CardList>
              {found.meta.last_page > 1 ? (
                <Box
                  component="nav"
                  aria-label="Pages of jobs"
                  sx={{ display: 'flex', gap: 2, alignItems: 'center' }}
                >
                  {page > 1 ? (
                    <PageLink onClick={() => setParam({ page: String(page - 1) })}>Previous page</PageLink>
                  ) : null}
                  <Typography>
                    Page {found.meta.page} of {found.meta.last_page}
                  </Typography>
                  {page < found.meta.last_page ? (
                    <PageLink onClick={() => setParam({ page: String(page + 1) })}>Next page</PageLink>
                  ) : null}
                </Box>
              ) : null}
            </>
          );
        }}
      </QueryState>
    </Box>
  );
}

function PageLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick} sx={{ minHeight: 44 }}>
      {children}
    </Button>
  );
}

function SortSelect({ value, onChange }: { value: Sort; onChange: (value: Sort) => void }) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="label" htmlFor={id}>
        Sort by
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event) => onChange((event.target as HTMLSelectElement).value as Sort)}
        sx={{ minHeight: 44, px: 1, font: 'inherit', borderRadius: 1 }}
      >
        {JOB_BOARD_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </Box>
    </Box>
  );
}

const DISTANCE_OPTIONS = [
  { value: '', label: 'As far as I travel' },
  ...[5, 10, 20, 50].map((km) => ({ value: String(km), label: `Within ${km} km` })),
];
const POSTED_OPTIONS = [
  { value: '', label: 'Any time' },
  { value: '1', label: 'In the last day' },
  ...[3, 7, 14, 30].map((days) => ({ value: String(days), label: `In the last ${days} days` })),
];
const DAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: WEEKDAY_LABELS[day] }));

const FiltersSchema = z.object({
  services: z.array(z.string()),
  days: z.array(z.string()),
  distance: z.string(),
  posted: z.string(),
  min_rate: z
    .string()
    .transform((text) => text.trim())
    .refine((text) => text === '' || dollarsToCents(text) !== null, {
      message: 'Enter an amount in dollars, like 45.50.',
    }),
});

function BoardFilters({
  params,
  onApply,
}: {
  params: URLSearchParams;
  onApply: (changes: Record<string, string | null>) => void;
}) {
  const list = (name: string) => params.get(name)?.split(',').filter(Boolean) ?? [];
  const rate = params.get('min_rate');
  const { form, binding, submit } = useApiForm(FiltersSchema, {
    defaultValues: {
      services: list('services'),
      days: list('days'),
      distance: params.get('distance') ?? '',
      posted: params.get('posted') ?? '',
      min_rate: rate ? centsToDollarsText(Number(rate)) : '',
    },
    fields: ['services', 'days', 'distance', 'posted', 'min_rate'],
  });
  return (
    <ApiForm
      form={form}
      binding={binding}
      aria-label="Job filters"
      onSubmit={submit(async (values) => {
        const cents = values.min_rate ? dollarsToCents(values.min_rate) : null;
        onApply({
          services: values.services.join(','),
          days: values.days.join(','),
          distance: values.distance,
          posted: values.posted,
          min_rate: cents ? String(cents) : null,
        });
      })}
    >
      <FormCheckboxList name="services" legend="Services" options={SERVICE_CATALOGUE} columnWidth={180} />
      <FormCheckboxList name="days" legend="Days" options={DAY_OPTIONS} columnWidth={120} />
      <FormSelect name="distance" label="Distance" options={DISTANCE_OPTIONS} />
      <FormTextField
        name="min_rate"
        label="Lowest hourly rate, in dollars (optional)"
        autoComplete="off"
        inputMode="decimal"
      />
      <FormSelect name="posted" label="Posted" options={POSTED_OPTIONS} />
      <SubmitButton pending={false}>Show jobs</SubmitButton>
    </ApiForm>
  );
}

function SetupNeeded({ setup, links }: { setup: readonly JobBoardSetup[]; links: SetupLinks }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography>Jobs are matched to your profile. Add these so we can find jobs for you:</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {setup.map((item) => (
          <li key={item}>
            <ListItemLink to={links[item].to}>{links[item].label}</ListItemLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}

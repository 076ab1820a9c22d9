import { SERVICE_CATALOGUE, WEEKDAYS, type JobSchedule, type WorkerJobFacts } from '@alongside/domain';

/**
 * Generated jobs and workers for the tests that hold the database's matching to the domain's rules
 * (the job board, the applicant ranking): the same draws from `random`, a seeded generator, so a
 * failure can be replayed.
 */
export const GENERATED = {
  services: SERVICE_CATALOGUE.map((service) => service.value).slice(0, 5),
  languages: ['English', 'Greek', 'Arabic', 'Vietnamese'],
  skills: ['manual_handling', 'dementia_care', 'peg_feeding'],
  checks: ['wwc', 'cpr_certificate', 'first_aid'],
} as const;

export function jobGenerators(random: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const some = <T>(items: readonly T[], most: number): T[] => [
    ...new Set(Array.from({ length: Math.floor(random() * (most + 1)) }, () => pick(items))),
  ];
  const time = (hour: number) => `${String(hour).padStart(2, '0')}:${pick(['00', '30'])}:00`;

  /** A one-off date (a quarter of the time) or one to three weekly times, 1 to 5 hours from 6 am to 6 pm. */
  function schedule(): JobSchedule {
    const start = 6 + Math.floor(random() * 12);
    const end = start + 1 + Math.floor(random() * 4);
    if (random() < 0.25) {
      return {
        kind: 'one_off',
        date: `2026-12-0${1 + Math.floor(random() * 7)}`,
        start: time(start),
        end: time(end),
      };
    }
    return {
      kind: 'weekly',
      times: [...new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(WEEKDAYS)))].map(
        (day) => ({ day, start: time(start), end: time(end) }),
      ),
      starts_on: '2026-12-01',
      ends_on: null,
    };
  }

  /** A worker's facts, with now and then a day in two times that touch (a shift across the middle fits neither). */
  function workerFacts(): WorkerJobFacts {
    const from = 6 + Math.floor(random() * 4);
    return {
      gender: pick(['female', 'male', null]),
      client_genders: pick([['female', 'male', 'non_binary'], ['female'], ['male', 'female']]),
      car_ownership: pick(['has_car', 'no_car']),
      range_of_work_in_km: pick([5, 20, 40, 60]),
      service_offerings: some(GENERATED.services, 3),
      availability_schedule: some(WEEKDAYS, 6).flatMap((day) => {
        const start = time(from);
        const end = time(from + 6 + Math.floor(random() * 8));
        if (random() < 0.3) {
          const middle = time(from + 3);
          return [
            { day, start, end: middle },
            { day, start: middle, end },
          ];
        }
        return [{ day, start, end }];
      }),
      languages: some(GENERATED.languages, 2),
      qualifications: some(GENERATED.skills, 2),
      current_documents: some(GENERATED.checks, 3),
    };
  }

  return { pick, some, schedule, workerFacts };
}

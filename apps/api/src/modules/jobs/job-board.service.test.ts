import { boundingBox, type WorkerJobFacts } from '@alongside/domain';
import { describe, expect, it } from 'vitest';
import { boardSearchFor } from './job-board.service';

const PARRAMATTA = { latitude: -33.8148, longitude: 151.0017 };
const NOW = new Date('2026-11-25T00:00:00Z');
const page = { sort: 'best_match' as const, offset: 0, limit: 20, now: NOW };

const facts: WorkerJobFacts = {
  gender: 'female',
  client_genders: ['female', 'male', 'non_binary'],
  car_ownership: 'has_car',
  range_of_work_in_km: 20,
  service_offerings: ['personal_care'],
  availability_schedule: [{ day: 'monday', start: '09:00:00', end: '17:00:00' }],
  languages: ['Greek'],
  qualifications: ['manual_handling'],
  current_documents: ['wwc'],
};

describe('what the database is asked for a worker', () => {
  it.each([
    [{}, 20],
    [{ distance_km: 5 }, 5],
    [{ distance_km: 50 }, 20],
  ])('with %j the reach is %i km, and the box is drawn around it', (filters, reach) => {
    const search = boardSearchFor(facts, PARRAMATTA, filters, page);
    expect(search.reachKm).toBe(reach);
    expect(search.box).toEqual(boundingBox(PARRAMATTA, reach));
  });

  it('reads the worker as the query does: a car is has_car, checks are the current documents', () => {
    expect(boardSearchFor(facts, PARRAMATTA, {}, page).worker).toEqual({
      gender: 'female',
      client_genders: ['female', 'male', 'non_binary'],
      has_car: true,
      services: ['personal_care'],
      availability: [{ day: 'monday', start: '09:00:00', end: '17:00:00' }],
      languages: ['Greek'],
      qualifications: ['manual_handling'],
      documents: ['wwc'],
    });
    expect(boardSearchFor({ ...facts, car_ownership: 'no_car' }, PARRAMATTA, {}, page).worker.has_car).toBe(
      false,
    );
  });

  it('passes the filters the query judges, the posting time as `since`, and the page as given', () => {
    const since = new Date('2026-11-20T00:00:00Z');
    const search = boardSearchFor(
      facts,
      PARRAMATTA,
      { services: ['transport'], days: ['friday'], min_rate: 6_000, posted_since: since },
      { ...page, sort: '-rate', offset: 40, limit: 20 },
    );
    expect(search.filters).toEqual({ services: ['transport'], days: ['friday'], min_rate: 6_000, since });
    expect(search).toMatchObject({ sort: '-rate', offset: 40, limit: 20, now: NOW });
    expect(boardSearchFor(facts, PARRAMATTA, {}, page).filters).toEqual({});
  });

  it('gives a worker without a range no reach at all', () => {
    expect(boardSearchFor({ ...facts, range_of_work_in_km: null }, PARRAMATTA, {}, page).reachKm).toBe(0);
  });
});

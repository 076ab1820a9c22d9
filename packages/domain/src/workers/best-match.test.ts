import { describe, expect, it } from 'vitest';
import { bestMatchScore, matchReasons, type ClientWishes } from './best-match';

const wishes: ClientWishes = {
  support_requirements: ['personal_care', 'transport', 'cleaning'],
  preferred_languages: ['Vietnamese'],
  max_hourly_rate: 7000,
};
const worker = {
  service_offerings: ['personal_care', 'transport'],
  languages: ['English', 'Vietnamese'],
  weekday_hourly_rate: 6500,
};

describe('bestMatchScore (3 a shared service, 2 a preferred language, 1 within budget)', () => {
  it.each([
    { change: {}, score: 9, why: 'two services, the language, the budget' },
    { change: { languages: ['English'] }, score: 7, why: 'no preferred language' },
    { change: { weekday_hourly_rate: 7001 }, score: 8, why: 'one cent over budget' },
    { change: { weekday_hourly_rate: null }, score: 8, why: 'no rate' },
    { change: { service_offerings: [] }, score: 3, why: 'no shared service' },
  ])('$why: $score', ({ change, score }) => {
    expect(bestMatchScore(wishes, { ...worker, ...change })).toBe(score);
  });

  it('gives nothing for a budget the client has not set', () => {
    expect(bestMatchScore({ ...wishes, max_hourly_rate: null }, worker)).toBe(8);
  });
});

describe('matchReasons', () => {
  it('says why in plain words', () => {
    expect(matchReasons(wishes, worker, 4.24, { days: ['monday', 'thursday'] })).toEqual([
      '4.2 km from you, within how far they travel',
      'Offers Personal care and Transport',
      'Available Monday and Thursday',
      'Speaks Vietnamese',
      '$65.00 an hour, within your budget',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  chordSquared,
  distanceKm,
  formatDistance,
  kmOfChordSquared,
  unitVector,
  type GeoPoint,
} from './distance';

const PARRAMATTA = { latitude: -33.8148, longitude: 151.0017 };
const WESTMEAD = { latitude: -33.8075, longitude: 150.9873 };
const SYDNEY = { latitude: -33.8688, longitude: 151.2093 };
const MELBOURNE = { latitude: -37.8136, longitude: 144.9631 };

describe('distanceKm (haversine)', () => {
  it.each([
    { from: PARRAMATTA, to: PARRAMATTA, km: 0 },
    { from: PARRAMATTA, to: WESTMEAD, km: 1.57 },
    { from: PARRAMATTA, to: SYDNEY, km: 20.1 },
    { from: SYDNEY, to: MELBOURNE, km: 713.8 },
  ])('$km km', ({ from, to, km }) => {
    expect(distanceKm(from, to)).toBeCloseTo(km, km < 10 ? 1 : 0);
    expect(distanceKm(to, from)).toBeCloseTo(distanceKm(from, to), 9);
  });
});

describe('chords (what the database compares)', () => {
  const chord2 = (a: GeoPoint, b: GeoPoint) => {
    const [u, v] = [unitVector(a), unitVector(b)];
    return (u.x - v.x) ** 2 + (u.y - v.y) ** 2 + (u.z - v.z) ** 2;
  };

  it.each([
    { from: PARRAMATTA, to: PARRAMATTA },
    { from: PARRAMATTA, to: WESTMEAD },
    { from: PARRAMATTA, to: SYDNEY },
    { from: SYDNEY, to: MELBOURNE },
  ])('the chord of two points is the chord of their distance, and back', ({ from, to }) => {
    const km = distanceKm(from, to);
    expect(chord2(from, to)).toBeCloseTo(chordSquared(km), 12);
    expect(kmOfChordSquared(chord2(from, to))).toBeCloseTo(km, 6);
  });

  it.each([
    { km: 0, chord: 0 },
    { km: 1, chord: 2.463676e-8 },
    { km: 20, chord: 9.854696e-6 },
    { km: 100, chord: 2.4636254e-4 },
  ])('$km km is a squared chord of $chord', ({ km, chord }) => {
    expect(chordSquared(km)).toBeCloseTo(chord, 12);
  });

  it('grows with the distance, so comparing chords compares distances', () => {
    const distances = [0, 0.5, 1, 9.99, 10, 10.01, 50, 100];
    const chords = distances.map(chordSquared);
    expect([...chords].sort((a, b) => a - b)).toEqual(chords);
  });
});

describe('boundingBox', () => {
  it('holds every point within the distance', () => {
    const box = boundingBox(PARRAMATTA, 25);
    expect(SYDNEY.latitude).toBeGreaterThan(box.minLatitude);
    expect(SYDNEY.longitude).toBeLessThan(box.maxLongitude);
    expect(MELBOURNE.latitude).toBeLessThan(box.minLatitude);
    const north = { latitude: box.maxLatitude, longitude: PARRAMATTA.longitude };
    expect(distanceKm(PARRAMATTA, north)).toBeCloseTo(25, 6);
  });
});

describe('formatDistance', () => {
  it.each([
    { km: 0, text: '100 m' },
    { km: 0.84, text: '800 m' },
    { km: 4.24, text: '4.2 km' },
    { km: 27.4, text: '27 km' },
  ])('$km km reads "$text"', ({ km, text }) => {
    expect(formatDistance(km)).toBe(text);
  });
});

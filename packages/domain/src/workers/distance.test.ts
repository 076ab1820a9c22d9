import { describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_KM,
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

  // The circle's widest point east lies poleward of its centre: latitude asin(sin φ / cos ρ), and
  // longitude asin(sin ρ / cos φ) further east. The box must hold it, whatever the latitude.
  it.each([
    { place: 'Darwin', latitude: -12.46, km: 100 },
    { place: 'Sydney', latitude: -33.87, km: 10 },
    { place: 'Sydney', latitude: -33.87, km: 100 },
    { place: 'Hobart', latitude: -42.88, km: 100 },
    { place: 'Macquarie Island', latitude: -54.5, km: 100 },
  ])('holds the widest point of a $km km circle around $place', ({ latitude, km }) => {
    const centre = { latitude, longitude: 147 };
    const box = boundingBox(centre, km);
    const rad = Math.PI / 180;
    const angle = km / EARTH_RADIUS_KM;
    const widest = {
      latitude: Math.asin(Math.sin(latitude * rad) / Math.cos(angle)) / rad,
      longitude: centre.longitude + Math.asin(Math.sin(angle) / Math.cos(latitude * rad)) / rad,
    };
    expect(distanceKm(centre, widest)).toBeCloseTo(km, 6);
    expect(widest.longitude).toBeLessThanOrEqual(box.maxLongitude + 1e-12);
    // and no more than a metre wider than that point
    expect((box.maxLongitude - widest.longitude) * rad * EARTH_RADIUS_KM).toBeLessThan(0.001);
  });

  it('spans every longitude around a pole', () => {
    const box = boundingBox({ latitude: -89.9, longitude: 0 }, 50);
    expect([box.minLongitude, box.maxLongitude]).toEqual([-180, 180]);
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

/** A point on the earth in decimal degrees (a locality's centre, as addresses store it). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** The mean radius of the earth in km (IUGG), the one the database's distance uses too. */
export const EARTH_RADIUS_KM = 6371.0088;

/** The great-circle (haversine) distance between two points, in km. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A point as a unit vector from the earth's centre. The square of the straight-line distance
 * between two such vectors (the chord) grows with the great-circle distance, so the search
 * compares chords, which need no trigonometry per row once each point's vector is stored.
 */
export function unitVector(point: GeoPoint): { x: number; y: number; z: number } {
  const rad = Math.PI / 180;
  const latitude = point.latitude * rad;
  const longitude = point.longitude * rad;
  return {
    x: Math.cos(latitude) * Math.cos(longitude),
    y: Math.cos(latitude) * Math.sin(longitude),
    z: Math.sin(latitude),
  };
}

/** The squared chord (on the unit sphere) of two points `km` apart on the surface. */
export function chordSquared(km: number): number {
  return (2 * Math.sin(km / (2 * EARTH_RADIUS_KM))) ** 2;
}

/** The great-circle distance in km of a squared chord (the inverse of `chordSquared`). */
export function kmOfChordSquared(chord2: number): number {
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(chord2) / 2));
}

/**
 * The latitude and longitude span that holds every point within `km` of `centre`: what the search
 * checks first, before the exact distance. A circle reaches furthest east and west a little
 * poleward of its centre, where sin(span) = sin(radius) / cos(latitude); a circle around a pole
 * spans every longitude.
 */
export function boundingBox(centre: GeoPoint, km: number) {
  const angle = km / EARTH_RADIUS_KM;
  const degrees = 180 / Math.PI;
  const latDelta = angle * degrees;
  const reach = Math.sin(Math.min(angle, Math.PI / 2)) / Math.cos(centre.latitude / degrees);
  const lonDelta = reach >= 1 || reach < 0 ? 180 : Math.asin(reach) * degrees;
  return {
    minLatitude: centre.latitude - latDelta,
    maxLatitude: centre.latitude + latDelta,
    minLongitude: centre.longitude - lonDelta,
    maxLongitude: centre.longitude + lonDelta,
  };
}

/** A distance as people read it: "800 m", "4.2 km", "27 km". */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.max(100, Math.round((km * 1000) / 100) * 100)} m`;
  if (km < 10) return `${km.toFixed(1)} km`;
  return `${Math.round(km)} km`;
}

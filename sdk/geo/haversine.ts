/**
 * Great-circle distance (issue 15 item 3: "distance computed on the server and shown"): haversine on a sphere of the
 * Earth's mean radius, in km rounded to one decimal, which is finer than a performer's city location ever is.
 */
export interface LatLong { lat: number; long: number }

/** IUGG mean Earth radius. */
export const EARTH_RADIUS_KM = 6371.0088;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The cosine of a latitude, as the distance needs it. */
export const cosLatitude = (lat: number) => Math.cos(radians(lat));

/**
 * haversineKm with the cosines of both latitudes given (cosLatitude): the same operations in the same order, so the
 * same number to the bit. A caller measuring from one place to thousands computes the cosines once.
 */
export function haversineKmWithCosines(from: LatLong, cosFrom: number, to: LatLong, cosTo: number): number {
  return haversineKmOf(from.lat, from.long, cosFrom, to.lat, to.long, cosTo);
}

/** haversineKmWithCosines on plain numbers (a caller reading typed arrays builds no objects): the same operations. */
export function haversineKmOf(fromLat: number, fromLong: number, cosFrom: number, toLat: number, toLong: number, cosTo: number): number {
  const dLat = radians(toLat - fromLat);
  const dLong = radians(toLong - fromLong);
  const a = Math.sin(dLat / 2) ** 2 + cosFrom * cosTo * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Distance in km (unrounded). */
export function haversineKm(from: LatLong, to: LatLong): number {
  return haversineKmWithCosines(from, cosLatitude(from.lat), to, cosLatitude(to.lat));
}

/** Distance in km with one decimal, as the answer carries it. */
export function distanceKm(from: LatLong, to: LatLong): number {
  return Math.round(haversineKm(from, to) * 10) / 10;
}

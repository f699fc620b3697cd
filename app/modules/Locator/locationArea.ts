/** rules:content-fields location bounding box and distances for the store and hotel locator. */

export const INVALID_NUMBERS = 'Invalid input: Latitude, longitude, and radius must be numbers.';
export const NEGATIVE_RADIUS = 'Invalid input: Radius must be a non-negative number.';

/** Miles per degree of latitude (rules:content-fields: ±radius/69 degrees). */
const MILES_PER_DEGREE = 69;

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

export type BoundingBoxResult = {ok: true; box: BoundingBox} | {ok: false; message: string};

/**
 * rules:content-fields: latitude, longitude and radius must be numbers, and the radius
 * (miles) at least 0. The box is ±radius/69° in latitude and
 * ±radius/(69·cos(lat))° in longitude; a box crossing a pole spans every
 * longitude.
 */
export function boundingBox(latitude: unknown, longitude: unknown, radius: unknown): BoundingBoxResult {
  const values = [latitude, longitude, radius];
  if (!values.every((value) => typeof value === 'number' && Number.isFinite(value)))
    return {ok: false, message: INVALID_NUMBERS};
  const [lat, lon, miles] = values as [number, number, number];
  if (miles < 0) return {ok: false, message: NEGATIVE_RADIUS};
  const latDelta = miles / MILES_PER_DEGREE;
  const minLat = lat - latDelta;
  const maxLat = lat + latDelta;
  if (minLat <= -90 || maxLat >= 90) {
    return {ok: true, box: {minLat: Math.max(-90, minLat), maxLat: Math.min(90, maxLat), minLon: -180, maxLon: 180}};
  }
  const lonDelta = miles / (MILES_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return {ok: true, box: {minLat, maxLat, minLon: lon - lonDelta, maxLon: lon + lonDelta}};
}

export function inBox(point: {lat: number; lon: number}, box: BoundingBox): boolean {
  if (point.lat < box.minLat || point.lat > box.maxLat) return false;
  if (box.minLon <= -180 && box.maxLon >= 180) return true;
  // A box may wrap across the antimeridian.
  if (box.minLon < -180) return point.lon >= box.minLon + 360 || point.lon <= box.maxLon;
  if (box.maxLon > 180) return point.lon >= box.minLon || point.lon <= box.maxLon - 360;
  return point.lon >= box.minLon && point.lon <= box.maxLon;
}

/** Great-circle distance in miles (haversine), for sorting results nearest first. */
export function distanceMiles(a: {lat: number; lon: number}, b: {lat: number; lon: number}): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const earthMiles = 3958.8;
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthMiles * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The places within the box around a point, nearest first, with their distance. */
export function nearby<T extends {coordinates: {lat: number; lon: number} | null}>(
  places: readonly T[],
  origin: {lat: number; lon: number},
  radiusMiles: number,
): Array<T & {distance: number}> {
  const result = boundingBox(origin.lat, origin.lon, radiusMiles);
  if (!result.ok) return [];
  return places
    .flatMap((place) =>
      place.coordinates && inBox(place.coordinates, result.box)
        ? [{...place, distance: distanceMiles(origin, place.coordinates)}]
        : [],
    )
    .filter((place) => place.distance <= radiusMiles)
    .sort((a, b) => a.distance - b.distance);
}

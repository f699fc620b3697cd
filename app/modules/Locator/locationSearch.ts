/** The store and hotel locator's search (rules:content-fields location bounding box): by place or by the shopper's position. */
import {boundingBox, nearby} from './locationArea';

export interface Place {
  name: string;
  city: string;
  state?: string | null;
  zip: string;
  country: string;
  coordinates: {lat: number; lon: number} | null;
}

export interface SearchInput {
  q?: string | null;
  lat?: string | null;
  lon?: string | null;
  radius?: string | null;
}

export type SearchOutcome<T> =
  | {kind: 'all'; results: Array<{place: T; distance: null}>}
  | {
      kind: 'results';
      origin: {lat: number; lon: number; label: string};
      radius: number;
      results: Array<{place: T; distance: number}>;
    }
  | {kind: 'error'; message: string};

export const PLACE_NOT_FOUND = (query: string) => `We couldn’t find “${query}”. Try a city, a ZIP code or a postcode.`;

const normalise = (value: string) => value.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * A place typed by the shopper, resolved against the locations' own towns,
 * ZIP codes, postcodes and states (no geocoding service): an exact town or
 * code first, then a prefix ('SW1' finds 'SW1A 1AA'), then a name.
 */
export function resolvePlace<T extends Place>(
  query: string,
  places: readonly T[],
): {lat: number; lon: number; label: string} | null {
  const wanted = normalise(query);
  if (!wanted) return null;
  const withCoordinates = places.filter(
    (place): place is T & {coordinates: {lat: number; lon: number}} => place.coordinates !== null,
  );
  const exact = withCoordinates.find((place) =>
    [place.city, place.zip, place.state ?? ''].some((value) => normalise(value) === wanted),
  );
  const prefix =
    exact ??
    withCoordinates.find((place) => [place.city, place.zip].some((value) => normalise(value).startsWith(wanted)));
  const named = prefix ?? withCoordinates.find((place) => normalise(place.name).includes(wanted));
  if (!named) return null;
  return {...named.coordinates, label: `${named.city}${named.state ? `, ${named.state}` : ''}`};
}

/** A radius field: empty means the default; anything else must be a number (rules:content-fields checks it). */
function radiusOf(value: string | null | undefined, fallback: number): number {
  if (value === null || value === undefined || value.trim() === '') return fallback;
  return Number(value);
}

const numberOf = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '' ? Number.NaN : Number(value);

/**
 * The locator's answer to its URL: nothing asked shows every location; a
 * position (?lat&lon, 'near me') or a place (?q) shows those within the
 * radius, nearest first; bad numbers answer rules:content-fields's exact messages.
 */
export function searchLocations<T extends Place>(
  input: SearchInput,
  places: readonly T[],
  defaultRadius: number,
): SearchOutcome<T> {
  const hasPosition = Boolean(input.lat?.trim() || input.lon?.trim());
  const query = input.q?.trim() ?? '';
  if (!hasPosition && !query) return {kind: 'all', results: places.map((place) => ({place, distance: null}))};
  const radius = radiusOf(input.radius, defaultRadius);
  let origin: {lat: number; lon: number; label: string};
  if (hasPosition) {
    origin = {lat: numberOf(input.lat), lon: numberOf(input.lon), label: 'your location'};
  } else {
    const place = resolvePlace(query, places);
    if (!place) {
      // A place we do not know, unless the radius is itself invalid: the spec's message comes first.
      const check = boundingBox(0, 0, radius);
      return {kind: 'error', message: check.ok ? PLACE_NOT_FOUND(query) : check.message};
    }
    origin = place;
  }
  const check = boundingBox(origin.lat, origin.lon, radius);
  if (!check.ok) return {kind: 'error', message: check.message};
  const found = nearby(places, origin, radius).map(({distance, ...rest}) => ({place: rest as unknown as T, distance}));
  return {kind: 'results', origin, radius, results: found};
}

/**
 * Points of a map drawn by the project: longitude and latitude to x and y in
 * a width x height box around the points (equirectangular, scaled by the
 * cosine of the middle latitude so distances look right), with a margin.
 */
export function projectPoints(
  points: ReadonlyArray<{lat: number; lon: number}>,
  width: number,
  height: number,
  margin = 24,
): Array<{x: number; y: number}> {
  if (!points.length) return [];
  const lats = points.map((point) => point.lat);
  const lons = points.map((point) => point.lon);
  const [minLat, maxLat, minLon, maxLon] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)];
  const scaleX = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLon - minLon) * scaleX, 0.01);
  const spanY = Math.max(maxLat - minLat, 0.01);
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY);
  // Centred on the middle of the points, so one point (or a tight cluster) sits in the middle.
  const midLat = (minLat + maxLat) / 2;
  const midLon = (minLon + maxLon) / 2;
  const round = (value: number) => Math.round(value * 10) / 10;
  return points.map((point) => ({
    x: round(width / 2 + (point.lon - midLon) * scaleX * scale),
    y: round(height / 2 - (point.lat - midLat) * scale),
  }));
}

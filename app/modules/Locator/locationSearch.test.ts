import {describe, expect, it} from 'vitest';
import {INVALID_NUMBERS, NEGATIVE_RADIUS} from './locationArea';
import {PLACE_NOT_FOUND, projectPoints, resolvePlace, searchLocations, type Place} from './locationSearch';

const place = (
  name: string,
  city: string,
  zip: string,
  lat: number,
  lon: number,
  state: string | null = null,
  country = 'United States',
): Place => ({name, city, zip, state, country, coordinates: {lat, lon}});
const PLACES = [
  place('Keel Showroom Back Bay', 'Boston', '02116', 42.3505, -71.0809, 'MA'),
  place('Harbor Hotel', 'Cambridge', '02142', 42.3626, -71.0843, 'MA'),
  place('Keel Showroom SoHo', 'New York', '10012', 40.7246, -73.9987, 'NY'),
  place('Keel Showroom Marylebone', 'London', 'W1U 5HL', 51.5205, -0.1516, null, 'United Kingdom'),
  {...place('Nowhere', 'Nowhere', '00000', 0, 0), coordinates: null},
];

describe('resolvePlace', () => {
  it('finds a town, a ZIP code or a postcode prefix, case-insensitively', () => {
    expect(resolvePlace('boston', PLACES)).toEqual({lat: 42.3505, lon: -71.0809, label: 'Boston, MA'});
    expect(resolvePlace('10012', PLACES)).toMatchObject({label: 'New York, NY'});
    expect(resolvePlace('w1u', PLACES)).toMatchObject({label: 'London'});
    expect(resolvePlace('soho', PLACES)).toMatchObject({label: 'New York, NY'});
  });

  it('finds nothing for an unknown place or an empty query', () => {
    expect(resolvePlace('Atlantis', PLACES)).toBeNull();
    expect(resolvePlace('  ', PLACES)).toBeNull();
  });
});

describe('searchLocations (rules:content-fields bounding box)', () => {
  it('shows every location when nothing is asked', () => {
    const outcome = searchLocations({}, PLACES, 50);
    expect(outcome.kind).toBe('all');
    if (outcome.kind === 'all') expect(outcome.results).toHaveLength(5);
  });

  it('finds the places within the radius of a place, nearest first, with distances', () => {
    const outcome = searchLocations({q: 'Cambridge', radius: '10'}, PLACES, 50);
    expect(outcome.kind).toBe('results');
    if (outcome.kind !== 'results') return;
    expect(outcome.results.map((result) => result.place.name)).toEqual(['Harbor Hotel', 'Keel Showroom Back Bay']);
    expect(outcome.results[0]?.distance).toBe(0);
    expect(outcome.results[1]?.distance).toBeGreaterThan(0.5);
    expect(outcome.results[1]?.distance).toBeLessThan(1.5);
  });

  it('uses the default radius when the field is empty, and searches by position ("near me")', () => {
    const outcome = searchLocations({lat: '40.73', lon: '-74.0', radius: ''}, PLACES, 300);
    expect(outcome.kind).toBe('results');
    if (outcome.kind !== 'results') return;
    expect(outcome.radius).toBe(300);
    expect(outcome.results.map((result) => result.place.city)).toEqual(['New York', 'Boston', 'Cambridge']);
  });

  it('answers the spec’s exact messages for non-numbers and a negative radius', () => {
    expect(searchLocations({lat: 'north', lon: '-74'}, PLACES, 50)).toEqual({kind: 'error', message: INVALID_NUMBERS});
    expect(searchLocations({lat: '40.7', lon: ''}, PLACES, 50)).toEqual({kind: 'error', message: INVALID_NUMBERS});
    expect(searchLocations({q: 'Boston', radius: 'ten'}, PLACES, 50)).toEqual({
      kind: 'error',
      message: INVALID_NUMBERS,
    });
    expect(searchLocations({q: 'Boston', radius: '-5'}, PLACES, 50)).toEqual({kind: 'error', message: NEGATIVE_RADIUS});
    expect(searchLocations({q: 'Atlantis', radius: '-5'}, PLACES, 50)).toEqual({
      kind: 'error',
      message: NEGATIVE_RADIUS,
    });
  });

  it('says when a place is unknown', () => {
    expect(searchLocations({q: 'Atlantis'}, PLACES, 50)).toEqual({kind: 'error', message: PLACE_NOT_FOUND('Atlantis')});
  });

  it('spans every longitude near a pole (rules:content-fields), so a polar search still finds by latitude', () => {
    const arctic = [
      place('Polar Station', 'Longyearbyen', '9170', 89.5, 120),
      place('Other side', 'Alert', 'X0A', 89.6, -60),
    ];
    const outcome = searchLocations({lat: '89.9', lon: '0', radius: '60'}, arctic, 50);
    expect(outcome.kind).toBe('results');
    if (outcome.kind === 'results')
      expect(outcome.results.map((result) => result.place.name).sort()).toEqual(['Other side', 'Polar Station']);
  });
});

describe('projectPoints (the map drawn by the project)', () => {
  it('keeps every point inside the box and north up', () => {
    const points = projectPoints(
      [
        {lat: 42.35, lon: -71.08},
        {lat: 40.72, lon: -74.0},
        {lat: 47.6, lon: -122.33},
      ],
      480,
      320,
    );
    for (const point of points) {
      expect(point.x).toBeGreaterThanOrEqual(24);
      expect(point.x).toBeLessThanOrEqual(456);
      expect(point.y).toBeGreaterThanOrEqual(24);
      expect(point.y).toBeLessThanOrEqual(296);
    }
    const [boston, newYork, seattle] = points;
    expect(seattle!.x).toBeLessThan(newYork!.x);
    expect(seattle!.y).toBeLessThan(boston!.y);
    expect(newYork!.y).toBeGreaterThan(boston!.y);
  });

  it('centres a single point and answers nothing for none', () => {
    expect(projectPoints([{lat: 51.5, lon: -0.1}], 480, 320)).toEqual([{x: 240, y: 160}]);
    expect(projectPoints([], 480, 320)).toEqual([]);
  });
});

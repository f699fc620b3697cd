import {describe, expect, it} from 'vitest';
import {boundingBox, distanceMiles, inBox, INVALID_NUMBERS, NEGATIVE_RADIUS, nearby} from './locationArea';

describe('boundingBox (rules:content-fields)', () => {
  it('spans ±radius/69 degrees of latitude and ±radius/(69·cos lat) of longitude', () => {
    const result = boundingBox(45, -122, 69);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.box.minLat).toBeCloseTo(44, 10);
    expect(result.box.maxLat).toBeCloseTo(46, 10);
    expect(result.box.maxLon - -122).toBeCloseTo(1 / Math.cos(Math.PI / 4), 10);
    expect(-122 - result.box.minLon).toBeCloseTo(1 / Math.cos(Math.PI / 4), 10);
  });

  it('is a point for a radius of 0', () => {
    expect(boundingBox(51.5, -0.12, 0)).toEqual({
      ok: true,
      box: {minLat: 51.5, maxLat: 51.5, minLon: -0.12, maxLon: -0.12},
    });
  });

  it('gives the exact message for non-numbers', () => {
    const cases: Array<[unknown, unknown, unknown]> = [
      [Number.NaN, 0, 10],
      ['51.5', -0.12, 10],
      [51.5, undefined, 10],
      [51.5, -0.12, null],
      [Infinity, 0, 1],
    ];
    for (const [lat, lon, radius] of cases) {
      expect(boundingBox(lat, lon, radius)).toEqual({ok: false, message: INVALID_NUMBERS});
    }
    expect(INVALID_NUMBERS).toBe('Invalid input: Latitude, longitude, and radius must be numbers.');
  });

  it('gives the exact message for a negative radius', () => {
    expect(boundingBox(51.5, -0.12, -1)).toEqual({ok: false, message: NEGATIVE_RADIUS});
    expect(NEGATIVE_RADIUS).toBe('Invalid input: Radius must be a non-negative number.');
  });

  it('spans every longitude when the box crosses a pole', () => {
    const result = boundingBox(89.5, 10, 100);
    expect(result.ok && result.box).toMatchObject({minLon: -180, maxLon: 180, maxLat: 90});
    const south = boundingBox(-89.9, 10, 50);
    expect(south.ok && south.box).toMatchObject({minLon: -180, maxLon: 180, minLat: -90});
  });
});

describe('nearby', () => {
  const places = [
    {name: 'Portland', coordinates: {lat: 45.5152, lon: -122.6784}},
    {name: 'Seattle', coordinates: {lat: 47.6062, lon: -122.3321}},
    {name: 'London', coordinates: {lat: 51.5072, lon: -0.1276}},
    {name: 'Nowhere', coordinates: null},
  ];

  it('finds places within the radius, nearest first', () => {
    const result = nearby(places, {lat: 45.6, lon: -122.6}, 200);
    expect(result.map((place) => place.name)).toEqual(['Portland', 'Seattle']);
    expect(result[0]?.distance).toBeLessThan(10);
  });

  it('measures distances in miles', () => {
    expect(distanceMiles({lat: 51.5072, lon: -0.1276}, {lat: 48.8566, lon: 2.3522})).toBeGreaterThan(200);
    expect(distanceMiles({lat: 51.5072, lon: -0.1276}, {lat: 48.8566, lon: 2.3522})).toBeLessThan(220);
  });

  it('handles a box across the antimeridian', () => {
    expect(inBox({lat: 0, lon: 179.9}, {minLat: -1, maxLat: 1, minLon: -181, maxLon: -179})).toBe(true);
    expect(inBox({lat: 0, lon: 0}, {minLat: -1, maxLat: 1, minLon: -181, maxLon: -179})).toBe(false);
  });
});

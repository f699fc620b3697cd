import {describe, expect, it} from 'vitest';
import {selectLocations} from './flexiblePage.server';

const place = (id: string) => ({sys: {id}, name: id});

describe('a locator module’s own stores and hotels', () => {
  const all = [place('boston'), place('london'), place('leeds')];

  it('shows every location when the module lists none', () => {
    expect(selectLocations(all, null).map((item) => item.name)).toEqual(['boston', 'london', 'leeds']);
    expect(selectLocations(all, {items: []}).map((item) => item.name)).toEqual(['boston', 'london', 'leeds']);
  });

  it('shows only the listed ones, in the CMS’s order, skipping unresolved links', () => {
    expect(selectLocations(all, {items: [{sys: {id: 'leeds'}}, null, {sys: {id: 'gone'}}, {sys: {id: 'boston'}}]}).map((item) => item.name)).toEqual(['leeds', 'boston']);
  });
});

import {describe, expect, it} from 'vitest';
import {loadExtras, selectLocations} from './flexiblePage.server';

const place = (id: string) => ({sys: {id}, name: id});

describe('a locator module’s own stores and hotels', () => {
  const all = [place('boston'), place('london'), place('leeds')];

  it('shows every location when the module lists none', () => {
    expect(selectLocations(all, null).map((item) => item.name)).toEqual(['boston', 'london', 'leeds']);
    expect(selectLocations(all, {items: []}).map((item) => item.name)).toEqual(['boston', 'london', 'leeds']);
  });

  it('shows only the listed ones, in the CMS’s order, skipping unresolved links', () => {
    expect(
      selectLocations(all, {items: [{sys: {id: 'leeds'}}, null, {sys: {id: 'gone'}}, {sys: {id: 'boston'}}]}).map(
        (item) => item.name,
      ),
    ).toEqual(['leeds', 'boston']);
  });
});

describe('a reviews module’s review limit (rules:layout-constants "Review limit: default 10")', () => {
  const reviewsModule = (reviewLimit: number | null) =>
    ({
      __typename: 'ModuleReviews',
      reviewLimit,
      product: {shopifyHandle: 'keel-pro-rower'},
      displayRatingsFilter: false,
    }) as unknown as Parameters<typeof loadExtras>[1][number];
  const askedFor = async (reviewLimit: number | null) => {
    const limits: number[] = [];
    const reviews = {
      getOverallScore: async () => null,
      product: async (_: string, limit: number) => (limits.push(limit), null),
    };
    await loadExtras(
      {reviews} as unknown as Parameters<typeof loadExtras>[0],
      [reviewsModule(reviewLimit)],
      new Request('https://keel.example/about'),
    );
    return limits;
  };

  it('asks the reviews provider for 10 reviews when the CMS sets no limit, and for the CMS’s limit otherwise', async () => {
    expect(await askedFor(null)).toEqual([10]);
    expect(await askedFor(4)).toEqual([4]);
  });
});

describe('a metrics gauge’s info card (rules:content-fields Metrics gauge section)', () => {
  const gaugeModule = (infoCardHeading: string | null, infoCardDescription: string | null) =>
    ({
      __typename: 'ModuleMetricsGauge',
      infoCardHeading,
      infoCardDescription,
      gaugeStatsCollection: {
        items: [{sys: {id: 'power'}, label: 'Power', value: 720, arcColor: null, description: null}],
      },
    }) as unknown as Parameters<typeof loadExtras>[1][number];
  const card = async (heading: string | null, description: string | null) => {
    const [extras] = await loadExtras(
      {} as Parameters<typeof loadExtras>[0],
      [gaugeModule(heading, description)],
      new Request('https://keel.example/'),
    );
    return extras?.gauge;
  };

  it('is headed “Keel Index” ({brand} Index) with the default description when the CMS leaves both out', async () => {
    expect(await card(null, null)).toMatchObject({
      heading: 'Keel Index',
      description: 'An in-depth look at the metrics that matter most to your health and fitness journey.',
    });
    expect(await card('', '')).toMatchObject({heading: 'Keel Index'});
  });

  it('keeps the CMS’s own heading and description', async () => {
    expect(await card('Your row, scored', 'Three numbers.')).toMatchObject({
      heading: 'Your row, scored',
      description: 'Three numbers.',
    });
  });
});

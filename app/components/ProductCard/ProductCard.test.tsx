import {renderToStaticMarkup} from 'react-dom/server';
import {createStaticHandler, createStaticRouter, StaticRouterProvider} from 'react-router';
import {describe, expect, it} from 'vitest';
import {PriceModeProvider} from '~/components/PriceBlock/priceMode';
import type {ListingCard} from '~/lib/product/listing';
import {ProductCard} from './ProductCard';

/** Server-renders a card inside a data router whose root data names the locale, as the app's root loader does. */
async function render(card: ListingCard) {
  const element = (
    <PriceModeProvider>
      <ul>
        <ProductCard card={card} />
      </ul>
    </PriceModeProvider>
  );
  const handler = createStaticHandler([
    {id: 'root', path: '*', loader: () => ({localeCode: 'en-US', thirdParty: {payLaterScript: null}}), element},
  ]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected response');
  return renderToStaticMarkup(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

const MAT: ListingCard = {
  key: 'rower-mat',
  kind: 'PRODUCT',
  title: 'Rower Mat',
  path: '/products/accessories/rower-mat/',
  image: {url: 'http://media/rower-mat.jpg', alt: 'Rower Mat', width: 2400, height: 1600},
  hoverImage: {url: 'http://media/rower-mat-hover.jpg', alt: '', width: 2400, height: 1600},
  price: {full: 129, total: 129, monthly: 3, monthlyDiscounted: 3},
};

describe('ProductCard images (rules:product-states "Request width: capped at 1000 by default (small)")', () => {
  it('asks for its picture and hover picture at most 1000 wide, whatever the source', async () => {
    const widths = [...(await render(MAT)).matchAll(/[?&]w=(\d+)/g)].map((match) => Number(match[1]));
    expect(widths.length).toBeGreaterThan(2);
    expect(Math.max(...widths)).toBe(1000);
  });
});

import {describe, expect, it} from 'vitest';
import {renderWithLocale} from '~/components/LocaleLink/renderWithLocale';
import {PriceModeProvider} from '~/components/PriceBlock/priceMode';
import type {ListingCard} from '~/lib/product/listing';
import {ProductCard} from './ProductCard';

/** Server-renders a card in en-US, as the app's root loader would say. */
function render(card: ListingCard) {
  return renderWithLocale(
    <PriceModeProvider>
      <ul>
        <ProductCard card={card} />
      </ul>
    </PriceModeProvider>,
    {localeCode: 'en-US', thirdParty: {payLaterScript: null}},
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

  it('offers a phone a width between 640 and 1000 (decision 0164)', async () => {
    expect(await render(MAT)).toContain('http://media/rower-mat.jpg?w=828&amp;fm=webp 828w');
  });
});

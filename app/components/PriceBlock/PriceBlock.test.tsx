import type {ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {createStaticHandler, createStaticRouter, StaticRouterProvider} from 'react-router';
import {describe, expect, it} from 'vitest';
import {PriceBlock} from './PriceBlock';
import * as styles from './PriceBlock.css';
import {PriceModeProvider} from './priceMode';

/** Server-renders inside a data router whose root data names the locale, as the app's root loader does. */
async function render(element: ReactNode, localeCode = 'en-US') {
  const handler = createStaticHandler([
    {id: 'root', path: '*', loader: () => ({localeCode}), element: <PriceModeProvider>{element}</PriceModeProvider>},
  ]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('unexpected response');
  return renderToStaticMarkup(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

const PRO = {full: 2495, total: 2495, monthly: 52, monthlyDiscounted: 52};

describe('PriceBlock sizes (rules:pricing-states "price sizes SMALL and LARGE")', () => {
  it('is LARGE unless asked for SMALL', async () => {
    const large = await render(<PriceBlock figures={PRO} />);
    const small = await render(<PriceBlock figures={PRO} size="SMALL" />);
    expect(large).toContain(`class="${styles.price} ${styles.large}"`);
    expect(small).toContain(`class="${styles.price} "`);
    expect(small).not.toContain(styles.large);
  });

  it('shows the financing price first in en-US and the full price only without financing', async () => {
    expect(await render(<PriceBlock figures={PRO} />)).toMatch(/\$52\/mo.*or.*\$2,495/);
    expect(await render(<PriceBlock figures={PRO} financing={false} />)).not.toContain('/mo');
  });
});

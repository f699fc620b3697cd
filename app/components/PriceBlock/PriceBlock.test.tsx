import type {ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {renderWithLocale} from '~/components/LocaleLink/renderWithLocale';
import {PriceBlock} from './PriceBlock';
import * as styles from './PriceBlock.css';
import {PriceModeProvider} from './priceMode';

/** Server-renders in the locale the root data names, as the app's root loader does. */
function render(element: ReactNode, localeCode = 'en-US') {
  return renderWithLocale(<PriceModeProvider>{element}</PriceModeProvider>, {localeCode});
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

import {useRouteLoaderData} from 'react-router';
import type {loader as rootLoader} from '~/root';
import {purchaseAmountCents, type PayLaterPlacementKey} from '~/lib/payLater/payLater';
import * as styles from './PayLater.css';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** Klarna On-Site Messaging's placement element. */
      'klarna-placement': {'data-key': string; 'data-purchase-amount': string; 'data-locale': string; children?: never};
    }
  }
}

/**
 * rules:pricing-pay-later: a pay-later placement (Klarna's `<klarna-placement>`) with the
 * amount in cents, en-US only (the root loader says whether the provider is
 * on here). Its height is reserved; the provider's script, loaded after idle,
 * draws the message into it.
 */
export function PayLater({placement, amount}: {placement: PayLaterPlacementKey; amount: number}) {
  const on = useRouteLoaderData<typeof rootLoader>('root')?.thirdParty.payLaterScript;
  const cents = purchaseAmountCents(amount);
  if (!on || cents === null) return null;
  return (
    <div className={styles.payLater} data-testid="pay-later">
      <klarna-placement data-key={placement} data-purchase-amount={String(cents)} data-locale="en-US" />
    </div>
  );
}

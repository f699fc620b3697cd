import {useSelector} from '@xstate/react';
import {useEffect} from 'react';
import {AddToCart} from '~/components/Configurator/ConfiguratorAddToCart';
import {Step} from '~/components/Configurator/Step';
import * as styles from '~/components/Configurator/Configurator.css';
import {PriceBlock} from '~/components/PriceBlock/PriceBlock';
import {chosenRowerVariant, configurationTotal, stepForRower, stepsInScope} from '~/lib/configurator/configuratorRules';
import {monthlyPrice} from '~/lib/product/pricing';
import type {configuratorMachine} from '~/lib/configurator/configuratorMachine';
import {button} from '~/styles/button';
import type {ActorRefFrom} from 'xstate';
import * as views from './InterstitialView.css';

/**
 * The interstitials of rules:configurator-states: after the configurator's add, the
 * steps displayed as Interstitial (or Interstitial 2, 'Our Bundles') with
 * their own add; 'Continue to cart' goes on along the path without adding,
 * and closing the dialog leaves the shopper on the page.
 */
export default function InterstitialView({props}: {props: Record<string, unknown>; close: () => void}) {
  const actor = props.actor as ActorRefFrom<typeof configuratorMachine>;
  const configurator = useSelector(actor, (snapshot) => snapshot.context.configurator);
  const kind = useSelector(actor, (snapshot) => snapshot.context.interstitial);
  const state = useSelector(actor, (snapshot) => snapshot.context.state);
  const busy = useSelector(actor, (snapshot) => snapshot.value === 'addingInterstitial');
  // Dismissed (close button, Escape): the machine leaves the interstitial; the shopper stays.
  useEffect(
    () => () => {
      if (actor.getSnapshot().value === 'interstitial') actor.send({type: 'interstitial.closed'});
    },
    [actor],
  );
  const steps = kind ? stepsInScope(configurator, kind) : [];
  const totals = configurationTotal(configurator, state, steps);
  // Warranties read at the chosen rower's price band (decision 0082).
  const rowerPrice = chosenRowerVariant(configurator, state)?.price;
  const figures = {...totals, monthly: monthlyPrice(totals.full), monthlyDiscounted: monthlyPrice(totals.total)};
  return (
    <div className={styles.root} data-testid="interstitial">
      <p className={views.lead}>Your {configurator.product.title} is in your cart.</p>
      {steps.map((step) => (
        <Step
          key={step.id}
          step={stepForRower(step, rowerPrice)}
          state={state}
          level={3}
          onSelect={(item) => actor.send({type: 'step.select', stepId: step.id, item})}
        />
      ))}
      <div className={styles.footer}>
        <PriceBlock figures={figures} size="SMALL" />
        <AddToCart actor={actor} busy={busy} label="Add to cart and continue">
          <button
            type="button"
            className={button({variant: 'SECONDARY_OUTLINE', fullWidth: true})}
            disabled={busy}
            onClick={() => actor.send({type: 'interstitial.skip'})}
          >
            Continue to cart
          </button>
        </AddToCart>
      </div>
    </div>
  );
}

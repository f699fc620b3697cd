import {useActorRef, useSelector} from '@xstate/react';
import {useEffect, useMemo, useRef, useState} from 'react';
import {useNavigate, useRevalidator} from 'react-router';
import {fromPromise} from 'xstate';
import {useModals} from '~/components/Modal/ModalBridge';
import {PriceBlock} from '~/components/PriceBlock/PriceBlock';
import {COLOR_STEP_ID, type Configurator as ConfiguratorModel, type SelectionState} from '~/lib/configurator/model';
import {
  autoScrollTarget,
  bodySteps,
  chosenRowerVariant,
  configurationTotal,
  selectionToSearch,
  stepForRower,
  stepsInScope,
  type DroppedSelection,
} from '~/lib/configurator/configuratorRules';
import {localePath} from '~/lib/i18n';
import {scrollBehavior} from '~/lib/scroll';
import {imageUrl} from '~/lib/images';
import {monthlyPrice} from '~/lib/product/pricing';
import {postCartAction} from '~/lib/cart/cartClient';
import {trackCartAnswer} from '~/lib/tracking/queue';
import {useLocale} from '~/lib/useLocale';
import {useHydrated} from '~/lib/useHydrated';
import {configuratorMachine, type AddInput} from '~/lib/configurator/configuratorMachine';
import * as styles from './Configurator.css';
import {AddToCart} from './ConfiguratorAddToCart';
import {Step} from './Step';

export interface ConfiguratorProps {
  configurator: ConfiguratorModel;
  /** A reopened configuration link's selections (the /configure route reads them on the server). */
  initialState?: SelectionState;
  /** rules:configurator-states: the route's `variant` parameter preselects the item with that preselection id. */
  variantParam?: string | null;
  /** Items a configuration link named that were sold out or unknown. */
  dropped?: DroppedSelection[];
  /**
   * 'page' (/configure/{model}): every body step, selections kept in the URL
   * query. 'pdp': the detail page's own colour picker drives the colour.
   */
  mode: 'page' | 'pdp';
  /** pdp mode: the colour slug the page shows. */
  color?: string;
}

/**
 * Brings a step into view after the render that follows a choice: only as far as needed, without
 * motion when reduced motion is asked for. Not while the shopper moves through choices by keyboard
 * (their focus would leave the screen).
 */
function scrollToStep(stepId: string | null) {
  if (!stepId || document.activeElement?.matches(':focus-visible')) return;
  requestAnimationFrame(() => {
    document.getElementById(`step-${stepId}`)?.scrollIntoView({block: 'nearest', behavior: scrollBehavior()});
  });
}

/**
 * The rower configurator's screen (rules:configurator-states, rules:configurator-fields): step tabs, the body's
 * steps, the running total in the current price mode and the add to cart.
 * The XState machine owns every rule; this renders it and carries out the
 * post-add path (go to the cart, or open an interstitial).
 */
export default function Configurator({
  configurator,
  initialState,
  variantParam,
  dropped = [],
  mode,
  color,
}: ConfiguratorProps) {
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const {open, close} = useModals();
  // Each configured rower is its own bundle in the cart: its lines share this id (docs/decisions/0014).
  const [instance] = useState(() => ({
    ...configurator,
    id: `${configurator.contentId}:${Math.random().toString(36).slice(2, 10)}`,
  }));

  const machine = useMemo(
    () =>
      configuratorMachine.provide({
        actors: {
          addToCart: fromPromise<unknown, AddInput>(async ({input}) => {
            const {ok, status, answer} = await postCartAction(
              {action: 'LinesAdd', location: 'Configurator', lines: input.lines},
              locale,
            );
            trackCartAnswer(answer, 'Configurator');
            if (!ok || answer?.errors.length) throw new Error(answer?.errors[0] ?? `The cart answered ${status}`);
            return answer;
          }),
        },
      }),
    [locale],
  );
  const actor = useActorRef(machine, {input: {configurator: instance, variantParam, state: initialState}});
  const state = useSelector(actor, (snapshot) => snapshot.context.state);
  const busy = useSelector(actor, (snapshot) => snapshot.value === 'adding');
  // Marks the configurator interactive once hydrated (its code loads after the page's).
  const ready = useHydrated();

  // The post-add path (rules:configurator-states): the cart, or an interstitial with the rest of the path.
  useEffect(() => {
    const postAdd = actor.on('postAdd', (event) => {
      if (event.action === 'GO_TO_CART') {
        close('INTERSTITIAL');
        close('INTERSTITIAL_2');
        void navigate(localePath('/cart', locale));
        return;
      }
      void revalidator.revalidate();
      const kind = event.action === 'OPEN_INTERSTITIAL' ? 'INTERSTITIAL' : 'INTERSTITIAL_2';
      const steps = stepsInScope(instance, kind);
      open(kind, {
        openerId: 'configurator-add',
        props: {actor, title: kind === 'INTERSTITIAL_2' ? 'Our Bundles' : (steps[0]?.fullName ?? 'One more thing')},
      });
    });
    // rules:configurator-add-failure: a configurator add failure is logged to the console only; the shopper sees a short message.
    const failed = actor.on('addFailed', (event) => console.error(`[Configurator] ${event.message}`));
    return () => {
      postAdd.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor, close, instance, locale, navigate, open, revalidator]);

  // pdp mode: the detail page's colour (from its URL) is the configurator's colour.
  useEffect(() => {
    if (mode !== 'pdp' || !color) return;
    const step = instance.steps.find((candidate) => candidate.id === COLOR_STEP_ID);
    const item = step?.items.find((candidate) => candidate.key === color);
    if (item) actor.send({type: 'step.select', stepId: COLOR_STEP_ID, item});
  }, [actor, color, instance, mode]);

  // page mode: the configuration lives in the URL query, so a copied link reopens it (rules:configurator-link).
  const first = useRef(true);
  useEffect(() => {
    if (mode !== 'page') return;
    if (first.current) {
      first.current = false;
      return;
    }
    void navigate(
      {search: `?${selectionToSearch(instance, state).toString()}`},
      {replace: true, preventScrollReset: true},
    );
  }, [instance, mode, navigate, state]);

  // Warranties read at the chosen rower's price band (decision 0082).
  const rowerPrice = chosenRowerVariant(instance, state)?.price;
  const steps = bodySteps(instance)
    .filter((step) => !(mode === 'pdp' && step.id === COLOR_STEP_ID))
    .map((step) => stepForRower(step, rowerPrice));
  const totals = configurationTotal(instance, state, stepsInScope(instance, 'BODY'));
  const figures = {...totals, monthly: monthlyPrice(totals.full), monthlyDiscounted: monthlyPrice(totals.total)};
  const level = mode === 'page' ? 2 : 3;
  const colorItem = state[COLOR_STEP_ID]?.value[0];
  const preview = mode === 'page' ? colorItem?.image : null;

  return (
    <div
      className={`${styles.root} ${mode === 'page' ? styles.pageLayout : ''} ${preview ? styles.withPreview : ''}`}
      data-testid="configurator"
      data-ready={ready}
    >
      <div className={mode === 'page' ? styles.stepsColumn : styles.contents}>
        {dropped.length ? (
          <p className={styles.notice} role="status" data-testid="configurator-dropped">
            We couldn’t keep everything from this link:{' '}
            {dropped
              .map(
                (entry) =>
                  `${titleOf(instance, entry)} (${entry.reason === 'sold out' ? 'sold out' : 'no longer offered'})`,
              )
              .join(', ')}
            .
          </p>
        ) : null}
        <nav aria-label="Configurator steps">
          <ul className={styles.tabs}>
            {steps.map((step) => (
              <li key={step.id}>
                <a className={styles.tab} href={`#step-${step.id}`}>
                  {step.tabName ?? step.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {steps.map((step) => (
          <Step
            key={step.id}
            step={step}
            state={state}
            level={level}
            onSelect={(item) => {
              actor.send({type: 'step.select', stepId: step.id, item});
              scrollToStep(autoScrollTarget(steps, step.id, instance.autoScroll));
            }}
          />
        ))}
      </div>
      {/* On a desktop page, the picture and the running total stay in view beside the steps (rules:configurator-page-layout). */}
      <div className={mode === 'page' ? styles.aside : styles.contents}>
        {preview ? (
          <img
            className={styles.preview}
            src={imageUrl(preview.url, {width: 880, format: 'webp'})}
            alt={`${instance.product.title} in ${colorItem?.variantTitle ?? ''}`}
            width={preview.width}
            height={preview.height}
            data-testid="configurator-preview"
          />
        ) : null}
        <div
          className={`${styles.footer} ${mode === 'page' ? styles.footerSticky : ''}`}
          data-testid="configurator-total"
        >
          <p className={styles.totalLabel}>Total price:</p>
          <PriceBlock figures={figures} showSaving />
          <AddToCart
            actor={actor}
            busy={busy}
            id="configurator-add"
            label={`Add the ${instance.product.title} to cart`}
          />
        </div>
      </div>
    </div>
  );
}

function titleOf(configurator: ConfiguratorModel, entry: DroppedSelection): string {
  const item = configurator.steps
    .find((step) => step.id === entry.stepId)
    ?.items.find((candidate) => candidate.key === entry.key);
  return item ? (item.variantTitle ?? item.title) : entry.key;
}

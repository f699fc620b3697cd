import {createActor, fromPromise} from 'xstate';
import {describe, expect, it, vi} from 'vitest';
import {MAT, PRO_COMPLETE, proConfigurator, WARRANTY_5, colorItems} from '~/lib/configurator/fixture';
import type {DisplayMode} from '~/lib/configurator/model';
import type {CartLineRequest} from '~/lib/configurator/rules';
import {canAdd, configuratorMachine, type ConfiguratorEmitted} from './configurator';

function start(options: {modes?: Partial<Record<string, DisplayMode>>; fail?: boolean; variantParam?: string} = {}) {
  const added: CartLineRequest[][] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const machine = configuratorMachine.provide({
    actors: {
      addToCart: fromPromise<unknown, {lines: CartLineRequest[]}>(async ({input}) => {
        added.push(input.lines);
        await gate;
        if (options.fail) throw new Error('HY-S5007');
        return {ok: true};
      }),
    },
  });
  const actor = createActor(machine, {input: {configurator: proConfigurator(options.modes), variantParam: options.variantParam}}).start();
  const emitted: ConfiguratorEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return {actor, added, emitted, release};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('configurator machine (spec 4, 5)', () => {
  it('starts from defaults or the route’s variant preselection', () => {
    expect(start().actor.getSnapshot().context.state.packages?.value[0]?.key).toBe('rower-only');
    expect(start({variantParam: 'pro-complete'}).actor.getSnapshot().context.state.packages?.value[0]?.key).toBe('keel-pro-complete');
  });

  it('keeps the CTA disabled while invalid, and ignores an add then', () => {
    const {actor, added} = start();
    const forest = colorItems().find((item) => item.key === 'forest')!;
    actor.send({type: 'step.select', stepId: 'color', item: forest});
    expect(canAdd(actor.getSnapshot())).toBe(false);
    actor.send({type: 'cart.add'});
    expect(actor.getSnapshot().value).toBe('ready');
    expect(added).toEqual([]);
  });

  it('disables the CTA while adding and emits GO_TO_CART after a plain add', async () => {
    const {actor, added, emitted, release} = start();
    actor.send({type: 'step.select', stepId: 'packages', item: PRO_COMPLETE});
    actor.send({type: 'step.select', stepId: 'accessories', item: MAT});
    actor.send({type: 'cart.add'});
    expect(actor.getSnapshot().value).toBe('adding');
    expect(canAdd(actor.getSnapshot())).toBe(false);
    actor.send({type: 'cart.add'});
    release();
    await settle();
    expect(added).toHaveLength(1);
    expect(added[0]).toHaveLength(1 + 5 + 1);
    expect(actor.getSnapshot().value).toBe('added');
    expect(emitted).toEqual([{type: 'postAdd', action: 'GO_TO_CART', rest: []}]);
  });

  it('opens the interstitial with the rest of the path when a step is displayed as Interstitial', async () => {
    const {actor, emitted, release} = start({modes: {extended_warranty: 'INTERSTITIAL'}});
    actor.send({type: 'cart.add'});
    release();
    await settle();
    expect(emitted).toEqual([{type: 'postAdd', action: 'OPEN_INTERSTITIAL', rest: ['GO_TO_CART']}]);
    actor.send({type: 'interstitial.opened'});
    actor.send({type: 'step.select', stepId: 'extended_warranty', item: WARRANTY_5});
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.interstitialOpen).toBe(true);
  });

  it('opens the second interstitial (Our Bundles) for Interstitial 2', async () => {
    const {actor, emitted, release, added} = start({modes: {membership: 'INTERSTITIAL_2'}});
    actor.send({type: 'cart.add'});
    release();
    await settle();
    expect(emitted).toEqual([{type: 'postAdd', action: 'OPEN_INTERSTITIAL_2', rest: ['GO_TO_CART']}]);
    expect(added[0]?.[0]?.attributes).toContainEqual({key: '_cartEditor', value: 'true'});
  });

  it('re-enables the CTA with a short message when the add fails', async () => {
    const {actor, emitted, release} = start({fail: true});
    actor.send({type: 'cart.add'});
    release();
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(canAdd(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.error).toMatch(/couldn’t add/);
    expect(emitted).toEqual([{type: 'addFailed', message: 'Configurator add to cart failed'}]);
  });

  it('resets the packages step', () => {
    const {actor} = start();
    actor.send({type: 'step.select', stepId: 'packages', item: PRO_COMPLETE});
    actor.send({type: 'packages.reset'});
    expect(actor.getSnapshot().context.state.packages?.value[0]?.key).toBe('rower-only');
  });

  it('does not use the real addToCart unless the app provides one', async () => {
    const actor = createActor(configuratorMachine, {input: {configurator: proConfigurator()}}).start();
    const failed = vi.fn();
    actor.on('addFailed', failed);
    actor.send({type: 'cart.add'});
    await settle();
    expect(failed).toHaveBeenCalledTimes(1);
  });
});

import {createActor, fromPromise} from 'xstate';
import {describe, expect, it, vi} from 'vitest';
import {MAT, PRO_COMPLETE, proConfigurator, WARRANTY_5, colorItems} from '~/lib/configurator/fixture';
import type {DisplayMode} from '~/lib/configurator/model';
import type {CartLineRequest} from '~/lib/configurator/configuratorRules';
import {canAdd, configuratorMachine, type AddInput, type ConfiguratorEmitted} from './configuratorMachine';

function start(options: {modes?: Partial<Record<string, DisplayMode>>; fail?: boolean; variantParam?: string} = {}) {
  const added: CartLineRequest[][] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const machine = configuratorMachine.provide({
    actors: {
      addToCart: fromPromise<unknown, AddInput>(async ({input}) => {
        added.push(input.lines);
        await gate;
        if (options.fail) throw new Error('HY-S5007');
        return {ok: true};
      }),
    },
  });
  const actor = createActor(machine, {
    input: {configurator: proConfigurator(options.modes), variantParam: options.variantParam},
  }).start();
  const emitted: ConfiguratorEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return {actor, added, emitted, release};
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('configurator machine (rules:configurator-states, rules:configurator-rules)', () => {
  it('starts from defaults or the route’s variant preselection', () => {
    expect(start().actor.getSnapshot().context.state.packages?.value[0]?.key).toBe('rower-only');
    expect(start({variantParam: 'pro-complete'}).actor.getSnapshot().context.state.packages?.value[0]?.key).toBe(
      'keel-pro-complete',
    );
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

  it('opens the interstitial with the rest of the path, adds only its steps there, then goes to the cart', async () => {
    const {actor, emitted, release, added} = start({modes: {extended_warranty: 'INTERSTITIAL'}});
    release();
    actor.send({type: 'step.select', stepId: 'packages', item: PRO_COMPLETE});
    actor.send({type: 'cart.add'});
    await settle();
    expect(emitted).toEqual([{type: 'postAdd', action: 'OPEN_INTERSTITIAL', rest: ['GO_TO_CART']}]);
    expect(actor.getSnapshot().value).toBe('interstitial');
    expect(actor.getSnapshot().context).toMatchObject({
      interstitial: 'INTERSTITIAL',
      interstitialOpen: true,
      pending: ['GO_TO_CART'],
    });
    expect(added[0]?.map((line) => line.merchandiseId)).not.toContain(WARRANTY_5.id.variant);
    actor.send({type: 'step.select', stepId: 'extended_warranty', item: WARRANTY_5});
    actor.send({type: 'cart.add'});
    expect(actor.getSnapshot().value).toBe('addingInterstitial');
    expect(canAdd(actor.getSnapshot())).toBe(false);
    await settle();
    expect(added[1]?.map((line) => line.merchandiseId)).toEqual([WARRANTY_5.id.variant]);
    expect(emitted.at(-1)).toEqual({type: 'postAdd', action: 'GO_TO_CART', rest: []});
    expect(actor.getSnapshot().value).toBe('added');
    expect(actor.getSnapshot().context.interstitialOpen).toBe(false);
  });

  it('goes on along the path when the interstitial is skipped or has nothing chosen, and stays when it is dismissed', async () => {
    for (const leave of ['interstitial.skip', 'cart.add'] as const) {
      const {actor, emitted, release, added} = start({modes: {extended_warranty: 'INTERSTITIAL'}});
      release();
      actor.send({type: 'cart.add'});
      await settle();
      actor.send({type: leave});
      await settle();
      expect(added).toHaveLength(1);
      expect(emitted.at(-1)).toEqual({type: 'postAdd', action: 'GO_TO_CART', rest: []});
      expect(actor.getSnapshot().value).toBe('added');
    }
    const {actor, emitted, release} = start({modes: {extended_warranty: 'INTERSTITIAL'}});
    release();
    actor.send({type: 'cart.add'});
    await settle();
    actor.send({type: 'interstitial.closed'});
    expect(emitted).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('added');
  });

  it('opens the second interstitial (Our Bundles) for Interstitial 2 and flags the rower for the cart editor', async () => {
    const {actor, emitted, release, added} = start({modes: {accessories: 'INTERSTITIAL_2'}});
    actor.send({type: 'cart.add'});
    release();
    await settle();
    expect(emitted).toEqual([{type: 'postAdd', action: 'OPEN_INTERSTITIAL_2', rest: ['GO_TO_CART']}]);
    expect(actor.getSnapshot().context.interstitial).toBe('INTERSTITIAL_2');
    expect(added[0]?.[0]?.attributes).toContainEqual({key: '_cartEditor', value: 'true'});
    actor.send({type: 'step.select', stepId: 'accessories', item: MAT});
    actor.send({type: 'cart.add'});
    await settle();
    expect(added[1]?.map((line) => line.merchandiseId)).toEqual([MAT.id.variant]);
    expect(emitted.at(-1)).toEqual({type: 'postAdd', action: 'GO_TO_CART', rest: []});
  });

  it('keeps the interstitial open with a message when its add fails', async () => {
    let calls = 0;
    const machine = configuratorMachine.provide({
      actors: {
        addToCart: fromPromise<unknown, AddInput>(async () => {
          calls += 1;
          if (calls === 2) throw new Error('HY-S5007');
          return {ok: true};
        }),
      },
    });
    const actor = createActor(machine, {
      input: {configurator: proConfigurator({extended_warranty: 'INTERSTITIAL'})},
    }).start();
    actor.send({type: 'cart.add'});
    await settle();
    actor.send({type: 'step.select', stepId: 'extended_warranty', item: WARRANTY_5});
    actor.send({type: 'cart.add'});
    await settle();
    expect(actor.getSnapshot().value).toBe('interstitial');
    expect(actor.getSnapshot().context.error).toMatch(/couldn’t add/);
    expect(canAdd(actor.getSnapshot())).toBe(true);
  });

  it('re-enables the CTA with a short message when the add fails, and emits one console line in rules:configurator-add-failure’s wording (decision 0093)', async () => {
    const {actor, emitted, release} = start({fail: true});
    actor.send({type: 'cart.add'});
    release();
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(canAdd(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.error).toMatch(/couldn’t add/);
    expect(emitted).toEqual([{type: 'addFailed', message: 'Configurator add failure (BODY): HY-S5007'}]);
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

import {createActor, SimulatedClock} from 'xstate';
import {describe, expect, it} from 'vitest';
import {MODAL_FADE_MS, MODAL_KINDS, modalStackMachine, scrollLocked} from './modalStackMachine';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(modalStackMachine(), {clock}).start();
  return {actor, clock, context: () => actor.getSnapshot().context};
}

describe('modal stack (rules:shell-states)', () => {
  it('knows the nine modal kinds', () => {
    expect(MODAL_KINDS).toEqual([
      'CART',
      'COMPARE',
      'CONFIGURATOR',
      'GALLERY',
      'INTERSTITIAL',
      'INTERSTITIAL_2',
      'PACKAGE',
      'SLIDER',
      'VIDEO',
    ]);
  });

  it('adds modals, and replaces the active modal of the same kind', () => {
    const {actor, context} = start();
    actor.send({type: 'modal.open', modal: {kind: 'GALLERY', props: {index: 0}}});
    actor.send({type: 'modal.open', modal: {kind: 'VIDEO'}});
    actor.send({type: 'modal.open', modal: {kind: 'GALLERY', props: {index: 3}}});
    expect(context().activeModals.map((modal) => modal.kind)).toEqual(['VIDEO', 'GALLERY']);
    expect(context().activeModals[1]?.props).toEqual({index: 3});
    expect(scrollLocked(context())).toBe(true);
  });

  it('marks a closed modal modalToClose and removes it after the 300 ms fade', () => {
    const {actor, clock, context} = start();
    actor.send({type: 'modal.open', modal: {kind: 'PACKAGE'}});
    actor.send({type: 'modal.close', kind: 'PACKAGE'});
    expect(context().modalToClose).toBe('PACKAGE');
    expect(context().activeModals).toHaveLength(1);
    clock.increment(MODAL_FADE_MS - 1);
    expect(context().activeModals).toHaveLength(1);
    clock.increment(1);
    expect(context().activeModals).toEqual([]);
    expect(context().modalToClose).toBeNull();
    expect(scrollLocked(context())).toBe(false);
  });

  it('closes the top modal on Escape and leaves the one beneath', () => {
    const {actor, clock, context} = start();
    actor.send({type: 'modal.open', modal: {kind: 'CONFIGURATOR'}});
    actor.send({type: 'modal.open', modal: {kind: 'INTERSTITIAL'}});
    actor.send({type: 'modal.escape'});
    clock.increment(MODAL_FADE_MS);
    expect(context().activeModals.map((modal) => modal.kind)).toEqual(['CONFIGURATOR']);
  });

  it.each([
    {kind: 'CART', backdropClose: 'DESKTOP', viewportWidth: 375, open: 1},
    {kind: 'CART', backdropClose: 'DESKTOP', viewportWidth: 1280, open: 0},
    {kind: 'SLIDER', backdropClose: 'MOBILE', viewportWidth: 1280, open: 1},
    {kind: 'SLIDER', backdropClose: 'MOBILE', viewportWidth: 768, open: 0},
    {kind: 'VIDEO', backdropClose: 'NONE', viewportWidth: 1280, open: 1},
  ] as const)(
    'a backdrop click at $viewportWidth px leaves $open open of a $backdropClose modal (closes as the modal allows)',
    ({kind, backdropClose, viewportWidth, open}) => {
      const {actor, clock, context} = start();
      actor.send({type: 'modal.open', modal: {kind, backdropClose}});
      actor.send({type: 'modal.backdropClick', viewportWidth});
      clock.increment(MODAL_FADE_MS);
      expect(context().activeModals).toHaveLength(open);
    },
  );

  it('keeps a modal reopened during its fade', () => {
    const {actor, clock, context} = start();
    actor.send({type: 'modal.open', modal: {kind: 'COMPARE'}});
    actor.send({type: 'modal.close'});
    actor.send({type: 'modal.open', modal: {kind: 'COMPARE'}});
    clock.increment(MODAL_FADE_MS);
    expect(context().activeModals.map((modal) => modal.kind)).toEqual(['COMPARE']);
    expect(context().modalToClose).toBeNull();
  });

  it('ignores a close when nothing is open', () => {
    const {actor, context} = start();
    actor.send({type: 'modal.escape'});
    actor.send({type: 'modal.close', kind: 'CART'});
    expect(context()).toEqual({activeModals: [], modalToClose: null});
  });
});

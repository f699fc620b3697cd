import {assign, raise, setup} from 'xstate';
import {onFirstUse} from '~/lib/lazy/firstUse';

/** rules:shell-fields: the modal kinds. */
export const MODAL_KINDS = [
  'CART',
  'COMPARE',
  'CONFIGURATOR',
  'GALLERY',
  'INTERSTITIAL',
  'INTERSTITIAL_2',
  'PACKAGE',
  'SLIDER',
  'VIDEO',
] as const;
export type ModalKind = (typeof MODAL_KINDS)[number];

/** rules:shell-states: a background click can close a modal everywhere, or only on desktop or only on mobile. */
export type BackdropClose = 'ALL' | 'DESKTOP' | 'MOBILE' | 'NONE';

/** rules:modal-size-and-backdrop: the modal fade, after which a closed modal removes itself. */
export const MODAL_FADE_MS = 300;
/** rules:modal-size-and-backdrop breakpoint: mobile is a viewport of at most 768px. */
export const MOBILE_MAX_WIDTH = 768;

export interface ModalEntry {
  kind: ModalKind;
  /** What the modal shows; the component for its kind reads it. */
  props?: Record<string, unknown>;
  backdropClose?: BackdropClose;
  /** The element that opened the modal gets focus back (by id). */
  openerId?: string;
}

export interface ModalStackContext {
  activeModals: ModalEntry[];
  /** rules:shell-fields global state: the modal fading out, removed after MODAL_FADE_MS. */
  modalToClose: ModalKind | null;
}

export type ModalStackEvent =
  | {type: 'modal.open'; modal: ModalEntry}
  | {type: 'modal.close'; kind?: ModalKind}
  | {type: 'modal.escape'}
  | {type: 'modal.backdropClick'; viewportWidth: number}
  | {type: 'modal.remove'; kind: ModalKind};

function top(context: ModalStackContext): ModalEntry | undefined {
  return context.activeModals.at(-1);
}

/**
 * The modal stack (rules:shell-states): opening adds a modal, or replaces the active
 * modal of the same kind; closing marks it modalToClose and removes it
 * after the 300 ms fade. Escape, the close button and (per the modal's
 * option) a backdrop click close the top modal.
 */
export const modalStackMachine = onFirstUse(() =>
  setup({
    types: {
      context: {} as ModalStackContext,
      events: {} as ModalStackEvent,
    },
    actions: {
      openModal: assign({
        activeModals: ({context, event}) => {
          if (event.type !== 'modal.open') return context.activeModals;
          const others = context.activeModals.filter((modal) => modal.kind !== event.modal.kind);
          return [...others, event.modal];
        },
        modalToClose: ({context, event}) =>
          event.type === 'modal.open' && context.modalToClose === event.modal.kind ? null : context.modalToClose,
      }),
      markClosing: assign({
        modalToClose: ({context, event}) => {
          if (event.type === 'modal.close' && event.kind) return event.kind;
          return top(context)?.kind ?? null;
        },
      }),
      // Delayed through the actor system's clock, so the fade can be advanced in tests.
      scheduleRemoval: raise(({context}) => ({type: 'modal.remove', kind: context.modalToClose ?? 'CART'}), {
        delay: 'fade',
      }),
      removeModal: assign({
        activeModals: ({context, event}) =>
          event.type === 'modal.remove' && context.modalToClose === event.kind
            ? context.activeModals.filter((modal) => modal.kind !== event.kind)
            : context.activeModals,
        modalToClose: ({context, event}) =>
          event.type === 'modal.remove' && context.modalToClose === event.kind ? null : context.modalToClose,
      }),
    },
    guards: {
      hasOpenModal: ({context, event}) => {
        if (event.type === 'modal.close' && event.kind)
          return context.activeModals.some((modal) => modal.kind === event.kind);
        return context.activeModals.length > 0;
      },
      backdropMayClose: ({context, event}) => {
        if (event.type !== 'modal.backdropClick') return false;
        const rule = top(context)?.backdropClose ?? 'ALL';
        const mobile = event.viewportWidth <= MOBILE_MAX_WIDTH;
        return rule === 'ALL' || (rule === 'DESKTOP' && !mobile) || (rule === 'MOBILE' && mobile);
      },
    },
    delays: {fade: MODAL_FADE_MS},
  }).createMachine({
    id: 'modalStack',
    context: {activeModals: [], modalToClose: null},
    on: {
      'modal.open': {actions: 'openModal'},
      'modal.close': {guard: 'hasOpenModal', actions: ['markClosing', 'scheduleRemoval']},
      'modal.escape': {guard: 'hasOpenModal', actions: ['markClosing', 'scheduleRemoval']},
      'modal.backdropClick': {guard: 'backdropMayClose', actions: ['markClosing', 'scheduleRemoval']},
      'modal.remove': {actions: 'removeModal'},
    },
  }),
);

/** rules:shell-states: the page does not scroll while a modal is open. */
export function scrollLocked(context: ModalStackContext): boolean {
  return context.activeModals.length > 0;
}

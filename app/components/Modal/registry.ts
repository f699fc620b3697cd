import {lazy, type ComponentType, type LazyExoticComponent} from 'react';
import type {ModalKind} from '~/machines/modalStack';

/** What a modal kind renders: a title and a lazily loaded view given the entry's props. */
export interface ModalView {
  title: (props: Record<string, unknown>) => string;
  hideTitle?: boolean;
  wide?: boolean;
  View: LazyExoticComponent<ComponentType<{props: Record<string, unknown>; close: () => void}>>;
}

const views = new Map<ModalKind, ModalView>();

/** Modal views register themselves by kind; each view's code loads only when its modal opens. */
export function registerModalView(kind: ModalKind, view: ModalView): void {
  views.set(kind, view);
}

export function modalView(kind: ModalKind): ModalView | undefined {
  return views.get(kind);
}

export {lazy};

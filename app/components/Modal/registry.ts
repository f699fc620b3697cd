import {createElement, lazy, type ComponentType} from 'react';
import type {ModalKind} from '~/components/Modal/modalStackMachine';

/** What a modal kind renders: a title and a lazily loaded view given the entry's props. */
export interface ModalView {
  title: (props: Record<string, unknown>) => string;
  hideTitle?: boolean;
  wide?: boolean;
  View: PreloadableView;
}

type ViewProps = {props: Record<string, unknown>; close: () => void};
type PreloadableView = ComponentType<ViewProps> & {preload: () => Promise<unknown>};

/**
 * React.lazy that can also be loaded ahead of time: once `preload` has resolved, the view renders
 * at once, without a Suspense fallback (React.lazy itself suspends on its first render even when
 * the module is already in memory). The mini cart uses it so it opens with its lines drawn.
 */
function view(load: () => Promise<{default: ComponentType<ViewProps>}>): PreloadableView {
  let loaded: ComponentType<ViewProps> | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(preload);
  const View = (props: ViewProps) => createElement(loaded ?? Lazy, props);
  return Object.assign(View, {preload});
}

/** The modal's title from its props, or `fallback` when they give none. */
const titleOr = (fallback: string) => (props: Record<string, unknown>) => String(props.title ?? fallback);

// The two interstitials share one view, so preloading either loads it for both.
const InterstitialView = view(() => import('./views/InterstitialView'));

/**
 * The modal views, by kind. Each view's code loads only when its modal
 * opens. (A plain map, not side-effect registrations: the package is
 * marked side-effect free, so an import kept only for its effects would be
 * dropped from the build.)
 */
const VIEWS: Partial<Record<ModalKind, ModalView>> = {
  GALLERY: {
    title: (props) => `${String(props.title ?? 'Product')} images`,
    wide: true,
    View: view(() => import('./views/GalleryView')),
  },
  PACKAGE: {
    title: titleOr('Package'),
    View: view(() => import('./views/PackageView')),
  },
  CONFIGURATOR: {
    title: titleOr('About this step'),
    View: view(() => import('../Configurator/ConfiguratorInfoView')),
  },
  INTERSTITIAL: {
    title: titleOr('One more thing'),
    wide: true,
    View: InterstitialView,
  },
  // rules:shell-fields: the second interstitial is titled 'Our Bundles'.
  INTERSTITIAL_2: {
    title: () => 'Our Bundles',
    wide: true,
    View: InterstitialView,
  },
  CART: {
    title: (props) => (props.mode === 'invalid' ? String(props.title ?? 'Check your cart') : 'Your cart'),
    View: view(() => import('./views/CartView')),
  },
  // rules:modal-kinds: the shell's modal kinds.
  COMPARE: {
    title: titleOr('Compare'),
    wide: true,
    View: view(() => import('./views/CompareView')),
  },
  SLIDER: {
    title: titleOr('Slides'),
    wide: true,
    View: view(() => import('./views/SliderView')),
  },
  VIDEO: {
    title: titleOr('Video'),
    wide: true,
    View: view(() => import('./views/VideoView')),
  },
};

export function modalView(kind: ModalKind): ModalView | undefined {
  return VIEWS[kind];
}

/** Loads a kind's view ahead of its first open. */
export function preloadModalView(kind: ModalKind): Promise<unknown> {
  return VIEWS[kind]?.View.preload() ?? Promise.resolve();
}

import {lazy, type ComponentType, type LazyExoticComponent} from 'react';
import type {ModalKind} from '~/machines/modalStack';

/** What a modal kind renders: a title and a lazily loaded view given the entry's props. */
export interface ModalView {
  title: (props: Record<string, unknown>) => string;
  hideTitle?: boolean;
  wide?: boolean;
  View: LazyExoticComponent<ComponentType<{props: Record<string, unknown>; close: () => void}>>;
}

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
    View: lazy(() => import('./views/GalleryView')),
  },
  PACKAGE: {
    title: (props) => String(props.title ?? 'Package'),
    View: lazy(() => import('./views/PackageView')),
  },
  CONFIGURATOR: {
    title: (props) => String(props.title ?? 'About this step'),
    View: lazy(() => import('./views/ConfiguratorInfoView')),
  },
  INTERSTITIAL: {
    title: (props) => String(props.title ?? 'One more thing'),
    wide: true,
    View: lazy(() => import('./views/InterstitialView')),
  },
  // spec 2: the second interstitial is titled 'Our Bundles'.
  INTERSTITIAL_2: {
    title: () => 'Our Bundles',
    wide: true,
    View: lazy(() => import('./views/InterstitialView')),
  },
  CART: {
    title: (props) => (props.mode === 'invalid' ? String(props.title ?? 'Check your cart') : 'Your cart'),
    View: lazy(() => import('./views/CartView')),
  },
  // issue 8: the shell's modal kinds.
  COMPARE: {
    title: (props) => String(props.title ?? 'Compare'),
    wide: true,
    View: lazy(() => import('./views/CompareView')),
  },
  SLIDER: {
    title: (props) => String(props.title ?? 'Slides'),
    wide: true,
    View: lazy(() => import('./views/SliderView')),
  },
  VIDEO: {
    title: (props) => String(props.title ?? 'Video'),
    wide: true,
    View: lazy(() => import('./views/VideoView')),
  },
};

export function modalView(kind: ModalKind): ModalView | undefined {
  return VIEWS[kind];
}

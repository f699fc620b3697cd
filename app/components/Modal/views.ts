/**
 * The modal views, by kind. Each view is a lazily loaded component, so a
 * page pays for a view's code only when that modal opens.
 */
import {lazy} from 'react';
import {registerModalView} from './registry';

registerModalView('GALLERY', {
  title: (props) => `${String(props.title ?? 'Product')} images`,
  wide: true,
  View: lazy(() => import('./views/GalleryView')),
});

registerModalView('CART', {
  title: (props) => (props.mode === 'invalid' ? String(props.title ?? 'Check your cart') : 'Your cart'),
  View: lazy(() => import('./views/CartView')),
});

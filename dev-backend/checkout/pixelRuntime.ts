/**
 * In the browser on the dev Thank you page: the runtime Shopify gives a web pixel (settings, init,
 * the analytics and consent buses, the top frame's storage) around the keel-pixel extension, then
 * checkout_completed published once. `data-pixel="done"` marks the end for tests.
 */
import {keelPixel, type PixelApi} from '../../extensions/keel-pixel/src/pixel';

const run = JSON.parse(document.getElementById('keel-pixel-run')?.textContent ?? '{}') as {event: never; settings: PixelApi['settings']; customerPrivacy: PixelApi['init']['customerPrivacy']};
const handlers = new Map<string, (event: never) => unknown>();
const subscribe = (name: string, callback: (event: never) => unknown) => {
  handlers.set(name, callback);
  return () => handlers.delete(name);
};

keelPixel({
  settings: run.settings,
  init: {customerPrivacy: run.customerPrivacy} as PixelApi['init'],
  analytics: {subscribe} as PixelApi['analytics'],
  customerPrivacy: {subscribe} as PixelApi['customerPrivacy'],
  browser: {
    sessionStorage: {getItem: async (key: string) => sessionStorage.getItem(key), setItem: async (key: string, value: string) => sessionStorage.setItem(key, value)},
  } as PixelApi['browser'],
});

void Promise.resolve(handlers.get('checkout_completed')?.(run.event)).finally(() => {
  document.documentElement.dataset.pixel = 'done';
});

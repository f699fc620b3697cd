/**
 * In the browser on the dev Thank you page: the runtime Shopify gives a web pixel (settings, init,
 * the analytics and consent buses, the top frame's storage) around the keel-pixel extension, then
 * checkout_completed published once and the keel-thank-you block's custom event after it (the
 * order the pixel must wait for). `data-pixel="done"` marks the end for tests.
 */
import {keelPixel, type PixelApi} from '../../extensions/keel-pixel/src/pixel';

const run = JSON.parse(document.getElementById('keel-pixel-run')?.textContent ?? '{}') as {
  event: never;
  confirmation: {name: string; customData: unknown} | null;
  settings: PixelApi['settings'];
  customerPrivacy: PixelApi['init']['customerPrivacy'];
};
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
    sessionStorage: {
      getItem: async (key: string) => sessionStorage.getItem(key),
      setItem: async (key: string, value: string) => sessionStorage.setItem(key, value),
    },
  } as PixelApi['browser'],
});

const completed = Promise.resolve(handlers.get('checkout_completed')?.(run.event));
if (run.confirmation) handlers.get(run.confirmation.name)?.(run.confirmation as never);
void completed.finally(() => {
  document.documentElement.dataset.pixel = 'done';
});

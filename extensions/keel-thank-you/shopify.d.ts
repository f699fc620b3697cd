import '@shopify/ui-extensions';
import type {Api} from '@shopify/ui-extensions/purchase.thank-you.block.render';

// The `shopify` global the block's module sees on the Thank you page (as Shopify's CLI declares it).
declare module './src/ThankYou.tsx' {
  const shopify: Api;
  const globalThis: {shopify: typeof shopify};
}

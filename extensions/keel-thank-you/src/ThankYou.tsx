import '@shopify/ui-extensions/preact';
import {render} from 'preact';
import {ORDER_CONFIRMATION_EVENT, orderPageUrl} from './orderLink';

export default async () => {
  void publishOrderConfirmation();
  render(<OrderPageLink />, document.body);
};

/** Tells the keel-pixel the order's confirmation number (decision 0132); every pixel on the page sees the order itself already. */
export function publishOrderConfirmation(): Promise<boolean> {
  const confirmation = shopify.orderConfirmation.value;
  return shopify.analytics.publish(ORDER_CONFIRMATION_EVENT, {
    orderId: confirmation.order.id,
    confirmationNumber: confirmation.number,
  });
}

/** A block on Shopify's Thank you page: the way to the storefront's order page (decision 0123). */
export function OrderPageLink() {
  const confirmation = shopify.orderConfirmation.value;
  const href = orderPageUrl({
    storefrontUrl: shopify.settings.value.storefront_url as string | undefined,
    countryCode: shopify.localization.country.value?.isoCode,
    orderId: confirmation.order.id,
    confirmationNumber: confirmation.number,
  });
  if (!href) return null;
  return (
    <s-stack gap="small-200">
      <s-text>Your order's details and a short survey are on our shop.</s-text>
      <s-link href={href}>View your order</s-link>
    </s-stack>
  );
}

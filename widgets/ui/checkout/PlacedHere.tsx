// An order placed from a partner's page, confirmed on that page (docs/embedding.md#the-one-tag-buy-button): the store's
// own order-placed message, with its styles brought into the checkout's shadow root.
import { OrderSuccess } from '../order-success/OrderSuccess.js';
import { orderSuccessCss } from '../order-success/order-success.css.js';
import { useShadowCss } from '../shared/use-shadow-css.js';

export function PlacedHere({ onContinue }: { onContinue?: (() => void) | undefined }) {
  useShadowCss(orderSuccessCss);
  return (
    <div role="status" part="placed">
      <OrderSuccess {...(onContinue ? { onContinue } : {})} />
    </div>
  );
}

// Order submission shared by the checkout and the quick order form (docs/orders.md#submission, docs/domain.md#order-checks, docs/screens.md#messages;
// docs/orders.md#idempotency). The button is disabled while the request runs and enabled again on failure.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderPayload, SaveOrderResult } from '../../domain/types.js';
import { PaymentMethod } from '../../domain/types.js';
import { orderFieldMessages, type OrderFieldMessage } from '../../domain/validation.js';
import { deliveryMessage } from '../../domain/freight.js';
import { shopDelivery } from '../../state/shop.js';
import { formatTT } from '../../domain/money.js';
import { ERROR_PREFIX } from '../../domain/messages.js';
import { getWipayUrl, newIdempotencyKey, saveOrder } from '../../api/orders.js';
import { ApiError } from '../../api/client.js';
import { orderRetry, retryNotice } from '../../api/order-retry.js';
import { showToast } from '../../state/toasts.js';
import { announce } from '../../state/announcer.js';
import { navigate } from '../../runtime/links.js';
import { useTriniEvent } from '../../runtime/events.js';

export const NETWORK_NOTE = 'We could not reach the store. Please check your connection and try again.';
export const REDIRECTING_NOTE = 'Taking you to the WiPay payment page…';
export const BUSY_NOTE = 'The store is very busy right now and your order was not placed. Please try again in a minute.';

export interface ServerAmounts {
  ItemTotal: number;
  Freight: number;
  TotalAmount: number;
}

export interface OrderSubmitOptions {
  /** A non-gateway order was stored (the event is already fired). */
  onPlaced(result: SaveOrderResult, payload: OrderPayload): void;
  /** The server refused because its prices differ (409 with its amounts). */
  onPricesChanged?(amounts: ServerAmounts): void;
  /** A gateway order was stored and the shopper is about to leave for the payment page. */
  beforeGateway?(result: SaveOrderResult): void;
}

function serverAmounts(result: object): ServerAmounts | null {
  const r = result as Partial<ServerAmounts>;
  const ok = [r.ItemTotal, r.Freight, r.TotalAmount].every((n) => typeof n === 'number' && Number.isFinite(n));
  return ok ? (r as ServerAmounts) : null;
}

/** The browser's own checks before sending: the refused fields, and a message that has no field (the products, the
 * delivery minimum). */
function checkOrder(payload: OrderPayload) {
  const invalid = orderFieldMessages(payload);
  const fields = invalid.filter((i) => i.field !== 'products');
  const products = invalid.find((i) => i.field === 'products')?.message;
  const message = products ?? (invalid.length ? null : deliveryMessage(payload.ItemTotal ?? 0, payload.IsPickup === 1, shopDelivery().minimum));
  return { fields, message, refused: invalid.length > 0 || !!message };
}

/** Coming back from the WiPay page restores this page from the back/forward cache as it was left: mid-redirect,
 * button disabled. `reset` lets the shopper try again. */
function useRestoredFromCache(reset: () => void) {
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [reset]);
}

export function useOrderSubmit({ onPlaced, onPricesChanged, beforeGateway }: OrderSubmitOptions) {
  const emit = useTriniEvent();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  // The refused fields and their messages (shown beside each field; a new list per refused attempt).
  const [fieldError, setFieldError] = useState<readonly OrderFieldMessage[] | null>(null);
  // The notice beside the button is not a live region (there are two buttons): it is read out through the
  // page's one live region, unless a snack bar already said the same.
  const say = useCallback((text: string) => {
    setNotice(text);
    announce(text);
  }, []);
  const running = useRef(false);
  // One Idempotency-Key per attempt: the same order content sent again (a retry after a network
  // failure, a double click) reuses the key, so the server answers the first result instead of
  // storing a second order. Changed content is a new attempt; a stored order ends the attempt.
  const attempt = useRef<{ content: string; key: string } | null>(null);

  useRestoredFromCache(
    useCallback(() => {
      running.current = false;
      setBusy(false);
      setNotice('');
    }, []),
  );

  const submit = useCallback(
    async (payload: OrderPayload) => {
      if (running.current) return;
      const { fields, message, refused } = checkOrder(payload);
      // Every refused field is marked at once; the form focuses the first (its message is its description).
      setFieldError(fields.length ? fields : null);
      if (message) {
        // No field to show it beside: the snack bar (read out once) and the notice by the button, which stays.
        showToast(message);
        setNotice(message);
      } else setNotice('');
      if (refused) return;
      const content = JSON.stringify(payload);
      if (attempt.current?.content !== content) attempt.current = { content, key: newIdempotencyKey() };
      const key = attempt.current.key;
      const gateway = payload.PMNo === PaymentMethod.Wipay;
      running.current = true;
      setBusy(true);
      setNotice('');
      let leaving = false;
      try {
        // Retried with the same key on a 503, a timeout or a dropped connection: at most one order.
        const retry = { retry: orderRetry({ onRetry: (status) => say(retryNotice(status)) }) };
        const result: SaveOrderResult = await (gateway ? getWipayUrl(payload, key, retry) : saveOrder(payload, key, retry));
        setNotice('');
        if (!result.success) {
          emit('trini-error', { message: result.msg, reason: 'order-rejected', source: 'api' });
          const amounts = serverAmounts(result);
          // With new amounts, the fuller notice below is what is read out.
          showToast(ERROR_PREFIX + result.msg, amounts ? { announce: false } : {});
          if (amounts) {
            say(`${result.msg} New total: ${formatTT(amounts.TotalAmount)}.`);
            onPricesChanged?.(amounts);
          } else setNotice(ERROR_PREFIX + result.msg); // stays after the snack bar has gone
        } else if (gateway) {
          if (!result.url) throw new Error('GetWipayUrl answered without a url');
          leaving = true; // the cart stays: the order is only paid once WiPay sends the shopper back
          say(REDIRECTING_NOTE);
          beforeGateway?.(result);
          navigate(result.url);
        } else {
          attempt.current = null;
          emit('trini-order-placed', {
            orderNo: result.OrderNo,
            totalAmount: result.TotalAmount,
            paymentMethod: payload.PMNo,
            source: payload.Source ?? 1,
          });
          onPlaced(result, payload);
        }
      } catch (error) {
        console.error('[trini] order submission failed', error);
        emit('trini-error', { message: 'Order submission failed', reason: 'order-failed', source: 'api' });
        say(error instanceof ApiError && error.status === 503 ? BUSY_NOTE : NETWORK_NOTE);
      } finally {
        if (!leaving) {
          running.current = false;
          setBusy(false);
        }
      }
    },
    [emit, onPlaced, onPricesChanged, beforeGateway, say],
  );

  return { busy, notice, submit, fieldError };
}

// The public DOM events of the widget kit (docs/architecture.md#widgets). Dispatched on the widget element with
// bubbles + composed, so a partner's analytics can listen on `document`.
import { createContext, useCallback, useContext } from 'react';

export interface AddToCartDetail {
  productNo: number;
  productName: string;
  quantity: number;
  color?: string;
  size?: string;
  /** TT$ */
  unitPrice: number;
}

export interface CartChangeDetail {
  /** distinct lines */
  itemCount: number;
  /** units over all lines */
  quantity: number;
  /** TT$ */
  itemTotal: number;
  freight: number;
  grandTotal: number;
  productNos: number[];
}

export interface OrderPlacedDetail {
  orderNo: number | undefined;
  totalAmount: number | undefined;
  /** PMNo: 1 WiPay, 2 bank transfer, 3 cash on delivery */
  paymentMethod: number;
  /** 1 checkout, 2 quick order form */
  source: number;
}

export interface ErrorDetail {
  message: string;
  /**
   * What failed, for a page to act on: product-not-found (the widget shows "no longer available"),
   * product-load-failed (it offers a retry), widget-load-failed (its code did not load), render-failed,
   * order-failed (the order could not be sent), order-rejected (the store refused it; `message` says why).
   */
  reason: 'product-not-found' | 'product-load-failed' | 'widget-load-failed' | 'render-failed' | 'order-failed' | 'order-rejected';
  /** e.g. 'api', 'load', the widget's tag */
  source?: string;
}

/** Event name -> its `detail`. */
export interface TriniEventDetails {
  /** A product was added to the cart (bubbles, composed). */
  'trini-add-to-cart': AddToCartDetail;
  /** The cart changed. Dispatched on document (not on an element) after every change. */
  'trini-cart-change': CartChangeDetail;
  /** An order was stored (not fired when the shopper goes on to the card gateway). */
  'trini-order-placed': OrderPlacedDetail;
  /** A widget shows a failure the embedding page may want to handle; `reason` says which (bubbles, composed). */
  'trini-error': ErrorDetail;
}

export type TriniEventType = keyof TriniEventDetails;

declare global {
  interface HTMLElementEventMap {
    'trini-add-to-cart': CustomEvent<AddToCartDetail>;
    'trini-cart-change': CustomEvent<CartChangeDetail>;
    'trini-order-placed': CustomEvent<OrderPlacedDetail>;
    'trini-error': CustomEvent<ErrorDetail>;
  }
  interface DocumentEventMap {
    'trini-add-to-cart': CustomEvent<AddToCartDetail>;
    'trini-cart-change': CustomEvent<CartChangeDetail>;
    'trini-order-placed': CustomEvent<OrderPlacedDetail>;
    'trini-error': CustomEvent<ErrorDetail>;
  }
}

/** Dispatches a typed trini-* event on `target` (bubbles, composed). Returns dispatchEvent's result. */
export function dispatchTrini<K extends TriniEventType>(target: EventTarget, type: K, detail: TriniEventDetails[K]): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: false }));
}

/** The custom element a React tree is rendered for; provided by define.ts around every widget. */
export const HostContext = createContext<HTMLElement | null>(null);

/** The widget's own host element (null outside a widget, e.g. in a bare component test). */
export function useHost(): HTMLElement | null {
  return useContext(HostContext);
}

/**
 * Returns a stable `emit(type, detail)` that dispatches on the widget's host element
 * (or on document when rendered outside a widget).
 */
export function useTriniEvent(): <K extends TriniEventType>(type: K, detail: TriniEventDetails[K]) => boolean {
  const host = useContext(HostContext);
  return useCallback(<K extends TriniEventType>(type: K, detail: TriniEventDetails[K]) => dispatchTrini(host ?? document, type, detail), [host]);
}

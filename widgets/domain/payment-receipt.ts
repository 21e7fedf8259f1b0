// A bank transfer's receipt photo a shopper sent by WhatsApp, as the back office lists it (on an order's page, and
// those on no order yet; docs/notifications.md#receipt-photos): the host's answer and the screens share this shape.

export interface PaymentReceipt {
  ReceiptNo: number;
  OrderNo: number | null;
  /** The sender's number, E.164. */
  From: string;
  Caption: string;
  Size: number;
  ReceivedAt: string;
}

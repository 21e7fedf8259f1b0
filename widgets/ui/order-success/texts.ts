// Texts of the order-placed screens (docs/screens.md#success); the quick order form's confirmation uses them too.
export const ORDER_SUCCESS_MESSAGE = 'Your order has been successfully placed!';
export const CONTINUE_LABEL = 'Continue';
export const TRACK_LABEL = 'Track this order';

export function orderNumberText(orderNo: number): string {
  return `Your order number is #${orderNo}.`;
}

/** Above the bank details on the success page of a bank-transfer order. */
export function bankTransferText(orderNo: number): string {
  return `Please pay by bank transfer to the account below, with order #${orderNo} as the reference.`;
}

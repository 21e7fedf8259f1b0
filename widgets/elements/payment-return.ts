// <trini-payment-return>: the /wipay return handler of spec §2.11; reads location.search. No attributes.
import { defineWidget } from './define.js';
import { PaymentReturn } from '../ui/payment-return/PaymentReturn.js';
import { paymentReturnCss } from '../ui/payment-return/payment-return.css.js';

export default defineWidget({
  tag: 'trini-payment-return',
  css: paymentReturnCss,
  component: PaymentReturn,
});

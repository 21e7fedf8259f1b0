// The return form's state and its payload; prefilled from the session and, with an order, from the order.
import type { ReturnableLine, ReturnableOrder } from '../../domain/types.js';
import type { Session } from '../../state/session.js';
import type { ProductReturnPayload } from '../../domain/returns.js';
import { nameWithOption } from '../../domain/options.js';
import { splitName } from './texts.js';

export interface ReturnDraft {
  FirstName: string;
  LastName: string;
  EmailID: string;
  Telephone: string;
  OrderId: string;
  OrderDate: string;
  ProductName: string;
  ProductCode: string;
  Quantity: string;
  ReasonNo: number; // 0 = none chosen
  IsOpened: boolean; // docs/screens.md#account-pages: 'no' by default
  Details: string;
  AgreeTerms: boolean;
}

export function draftFromSession(s: Session, orderNo: number | undefined): ReturnDraft {
  const [first, last] = splitName(s.name);
  return {
    FirstName: first,
    LastName: last,
    EmailID: s.email,
    Telephone: s.mobile,
    OrderId: orderNo ? String(orderNo) : '',
    OrderDate: '',
    ProductName: '',
    ProductCode: '',
    Quantity: '1',
    ReasonNo: 0,
    IsOpened: false,
    Details: '',
    AgreeTerms: false,
  };
}

export function withLine(d: ReturnDraft, line: ReturnableLine): ReturnDraft {
  return { ...d, ProductName: nameWithOption(line.ProductName, line), ProductCode: line.Barcode, Quantity: String(line.Quantity) };
}

export function withOrder(d: ReturnDraft, o: Pick<ReturnableOrder, 'OrderNo' | 'OrderDate' | 'OrderProductList'>): ReturnDraft {
  const next = { ...d, OrderId: String(o.OrderNo), OrderDate: o.OrderDate };
  return o.OrderProductList.length === 1 ? withLine(next, o.OrderProductList[0]) : next;
}

const wholeOrNaN = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : NaN);

export function toPayload(d: ReturnDraft): ProductReturnPayload {
  return {
    OrderNo: d.OrderId.trim() ? wholeOrNaN(d.OrderId) : null,
    OrderDate: d.OrderDate.trim(),
    FirstName: d.FirstName.trim(),
    LastName: d.LastName.trim(),
    EmailID: d.EmailID.trim(),
    Telephone: d.Telephone.trim(),
    ProductName: d.ProductName.trim(),
    ProductCode: d.ProductCode.trim(),
    Quantity: wholeOrNaN(d.Quantity),
    ReasonNo: d.ReasonNo,
    IsOpened: d.IsOpened,
    Details: d.Details.trim(),
    AgreeTerms: d.AgreeTerms,
  };
}

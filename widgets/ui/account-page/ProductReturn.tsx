// Product Returns (docs/screens.md#account-pages; docs/architecture.md#decisions: the form submits and gives an RMA number). Order information,
// product information, the reason, whether the product was opened, details (required for Faulty and
// Other), and the terms box with its dialog. Checked with domain/returns.ts, the host's own rules. A guest first
// finds the order by its number and mobile (GuestOrderLookup.tsx), as the host accepts a guest's return.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { getOrder, saveProductReturn } from '../../api/account.js';
import type { ReturnableOrder } from '../../domain/types.js';
import { ERROR_PREFIX } from '../../domain/messages.js';
import { MAX_LINE_QUANTITY, MOBILE_LENGTH } from '../../domain/constants.js';
import { $session } from '../../state/session.js';
import { links } from '../../runtime/links.js';
import { Field, FormButtons, FormMessage } from './Field.js';
import { ReturnTermsDialog, openDialog } from './ReturnTermsDialog.js';
import { draftFromSession, toPayload, withLine, withOrder, type ReturnDraft } from './return-draft.js';
import {
  DETAILS_MAX,
  PRODUCT_CODE_MAX,
  PRODUCT_NAME_MAX,
  RETURN_REASONS,
  reasonNeedsDetails,
  returnMessage,
  returnReceivedMessage,
} from '../../domain/returns.js';
import { ACCOUNT_TEXTS } from './texts.js';
import { trinidadDate } from '../../domain/dates.js';
import { nameWithOption } from '../../domain/options.js';
import { useLoad } from './useLoad.js';
import { useReveal } from '../shared/use-reveal.js';
import { GuestOrderLookup } from './GuestOrderLookup.js';

export function ProductReturn({ orderNo }: { orderNo: number | undefined }) {
  const session = useStore($session);
  const [draft, setDraft] = useState<ReturnDraft>(() => draftFromSession(session, orderNo));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [received, setReceived] = useState<string | null>(null);
  // The form was much taller than the answer: on a phone only the footer would be left in view.
  const doneCard = useReveal<HTMLElement>(received);
  const terms = useRef<HTMLDialogElement>(null);
  const today = trinidadDate(new Date());
  const guest = !session.loggedIn;
  // A guest's order, found by its number and mobile; a customer's is loaded from the account.
  const [found, setFound] = useState<ReturnableOrder | null>(null);
  const order = useLoad(orderNo && !guest ? (signal) => getOrder(orderNo, { signal }) : null, [orderNo, guest]);
  const orderData = order.state.status === 'ready' ? order.state.data : found;
  const lines = orderData?.OrderProductList ?? [];
  useEffect(() => {
    if (orderData) setDraft((d) => withOrder(d, orderData));
  }, [orderData]);

  const set =
    <K extends keyof ReturnDraft>(key: K) =>
    (value: ReturnDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = toPayload(draft);
    const problem = returnMessage(payload, { fromForm: true, today });
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const res = await saveProductReturn(payload);
      if (!res.success) return setError(ERROR_PREFIX + res.msg);
      setReceived(res.RMANo ? returnReceivedMessage(res.RMANo) : res.msg);
    } catch (err) {
      console.error('[trini-account-page] saving the return failed', err);
      setError(ACCOUNT_TEXTS.networkError);
    } finally {
      setBusy(false);
    }
  };

  if (received !== null) {
    return (
      <section ref={doneCard} className="card done-card" part="return-done" role="status" tabIndex={-1}>
        <h2>Thank you</h2>
        <p className="rma">{received}</p>
        <p className="muted">Keep this number: we will contact you about your return.</p>
        <a className="button-link" href={guest ? links.home() : links.account()}>
          Continue
        </a>
      </section>
    );
  }
  if (guest && !found) {
    return (
      <GuestOrderLookup
        orderNo={orderNo}
        onFound={(o, mobile) => {
          setFound(o);
          setDraft((d) => ({ ...d, Telephone: mobile }));
        }}
      />
    );
  }

  const needsDetails = reasonNeedsDetails(draft.ReasonNo);
  return (
    <form className="form" part="form" onSubmit={submit} noValidate>
      <p className="intro-text">Please complete the form below to request an RMA number.</p>
      <fieldset>
        <legend>Order Information</legend>
        <div className="fields two">
          <Field label="First Name" required value={draft.FirstName} onChange={set('FirstName')} input={{ autoComplete: 'given-name', maxLength: 100 }} />
          <Field label="Last Name" required value={draft.LastName} onChange={set('LastName')} input={{ autoComplete: 'family-name', maxLength: 100 }} />
          <Field label="E-Mail" type="email" required value={draft.EmailID} onChange={set('EmailID')} input={{ autoComplete: 'email', maxLength: 254 }} />
          <Field
            label="Telephone"
            phone
            required
            value={draft.Telephone}
            onChange={set('Telephone')}
            input={{ inputMode: 'numeric', maxLength: MOBILE_LENGTH, autoComplete: 'tel-national' }}
          />
          <Field label="Order ID" required value={draft.OrderId} onChange={set('OrderId')} input={{ inputMode: 'numeric', maxLength: 9 }} />
          <Field label="Order Date" type="date" value={draft.OrderDate} onChange={set('OrderDate')} input={{ max: today }} />
        </div>
      </fieldset>
      <fieldset>
        <legend>Product Information</legend>
        {lines.length > 1 && (
          <div className="field">
            <label htmlFor="return-line">Product from this order</label>
            <select id="return-line" defaultValue="" onChange={(e) => e.target.value && setDraft((d) => withLine(d, lines[Number(e.target.value)]))}>
              <option value="">Choose a product…</option>
              {lines.map((l, i) => (
                <option key={l.LineNo} value={i}>
                  {nameWithOption(l.ProductName, l)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="fields two">
          <Field label="Product Name" required value={draft.ProductName} onChange={set('ProductName')} input={{ maxLength: PRODUCT_NAME_MAX }} />
          <Field
            label="Product Code"
            required
            value={draft.ProductCode}
            onChange={set('ProductCode')}
            hint="The UPC on the label."
            input={{ maxLength: PRODUCT_CODE_MAX }}
          />
          <Field
            label="Quantity"
            type="number"
            required
            value={draft.Quantity}
            onChange={set('Quantity')}
            input={{ min: 1, max: MAX_LINE_QUANTITY, step: 1, inputMode: 'numeric' }}
          />
        </div>
        <fieldset className="choices">
          <legend>
            Reason for Return
            <span className="required" aria-hidden="true">
              {' '}
              *
            </span>
          </legend>
          {RETURN_REASONS.map((r) => (
            <label key={r.no} className="inline-choice">
              <input type="radio" name="return-reason" value={r.no} checked={draft.ReasonNo === r.no} onChange={() => set('ReasonNo')(r.no)} />
              {r.label}
            </label>
          ))}
        </fieldset>
        <fieldset className="choices inline">
          <legend>Product is opened</legend>
          <label className="inline-choice">
            <input type="radio" name="return-opened" checked={draft.IsOpened} onChange={() => set('IsOpened')(true)} />
            Yes
          </label>
          <label className="inline-choice">
            <input type="radio" name="return-opened" checked={!draft.IsOpened} onChange={() => set('IsOpened')(false)} />
            No
          </label>
        </fieldset>
        <Field
          label="Faulty or other details"
          multiline
          required={needsDetails}
          value={draft.Details}
          onChange={set('Details')}
          input={{ maxLength: DETAILS_MAX }}
        />
      </fieldset>
      <div className="terms-line">
        <label className="inline-choice">
          <input type="checkbox" checked={draft.AgreeTerms} onChange={(e) => set('AgreeTerms')(e.target.checked)} />I have read and agree to the
        </label>{' '}
        <button type="button" className="link-button" aria-haspopup="dialog" onClick={() => openDialog(terms.current)}>
          Terms &amp; Conditions
        </button>
      </div>
      <ReturnTermsDialog ref={terms} />
      <FormMessage error={error} />
      <FormButtons busy={busy} label="Submit" busyLabel="Sending…" />
    </form>
  );
}

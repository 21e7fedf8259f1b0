// Product Returns (docs/screens.md#account-pages; docs/architecture.md#decisions: the form submits and gives an RMA number). Order information,
// product information, the reason, whether the product was opened, details (required for Faulty and
// Other), and the terms box with its dialog. Checked with domain/returns.ts, the host's own rules. A guest first
// finds the order by its number and mobile (GuestOrderLookup.tsx), as the host accepts a guest's return.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { getOrder, saveProductReturn } from '../../api/account.js';
import type { ReturnableOrder } from '../../domain/types.js';
import { ERROR_PREFIX } from '../../domain/messages.js';
import { $session } from '../../state/session.js';
import { links } from '../../runtime/links.js';
import { FormButtons, FormMessage } from './Field.js';
import { ReturnTermsDialog, openDialog } from './ReturnTermsDialog.js';
import { draftFromSession, toPayload, withLine, withOrder, type ReturnDraft } from './return-draft.js';
import { returnMessage, returnReceivedMessage } from '../../domain/returns.js';
import { ACCOUNT_TEXTS } from './texts.js';
import { trinidadDate } from '../../domain/dates.js';
import { useLoad } from './useLoad.js';
import { useReveal } from '../shared/use-reveal.js';
import { GuestOrderLookup } from './GuestOrderLookup.js';
import { OrderInformation, ProductInformation, type SetField } from './ReturnFields.js';

export function ProductReturn({ orderNo }: { orderNo: number | undefined }) {
  const session = useStore($session);
  const [draft, setDraft] = useState<ReturnDraft>(() => draftFromSession(session, orderNo));
  const today = trinidadDate(new Date());
  const { busy, error, received, submit } = useReturnSubmit(draft, today);
  // The form was much taller than the answer: on a phone only the footer would be left in view.
  const doneCard = useReveal<HTMLElement>(received);
  const terms = useRef<HTMLDialogElement>(null);
  const guest = !session.loggedIn;
  // A guest's order, found by its number and mobile; a customer's is loaded from the account.
  const [found, setFound] = useState<ReturnableOrder | null>(null);
  const order = useLoad(orderNo && !guest ? (signal) => getOrder(orderNo, { signal }) : null, [orderNo, guest]);
  const orderData = order.state.status === 'ready' ? order.state.data : found;
  const lines = orderData?.OrderProductList ?? [];
  useEffect(() => {
    if (orderData) setDraft((d) => withOrder(d, orderData));
  }, [orderData]);

  const set: SetField = (key) => (value) => setDraft((d) => ({ ...d, [key]: value }));

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

  return (
    <form className="form" part="form" onSubmit={submit} noValidate>
      <p className="intro-text">Please complete the form below to request an RMA number.</p>
      <OrderInformation draft={draft} set={set} today={today} />
      <ProductInformation draft={draft} set={set} lines={lines} onChooseLine={(line) => setDraft((d) => withLine(d, line))} />
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

/** Checks the draft with the host's own rules, sends it, and keeps the answer: the RMA number, or what went wrong. */
function useReturnSubmit(draft: ReturnDraft, today: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [received, setReceived] = useState<string | null>(null);
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

  return { busy, error, received, submit };
}

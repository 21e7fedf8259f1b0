// The return form's fields: the order, and the product with the reason for its return.
import type { ReturnableOrder } from '../../domain/types.js';
import { MAX_LINE_QUANTITY, MOBILE_LENGTH } from '../../domain/constants.js';
import { DETAILS_MAX, PRODUCT_CODE_MAX, PRODUCT_NAME_MAX, RETURN_REASONS, reasonNeedsDetails } from '../../domain/returns.js';
import { nameWithOption } from '../../domain/options.js';
import { Field } from './Field.js';
import type { ReturnDraft } from './return-draft.js';

type OrderLine = ReturnableOrder['OrderProductList'][number];
/** `set('FirstName')` is the setter of one field of the draft. */
export type SetField = <K extends keyof ReturnDraft>(key: K) => (value: ReturnDraft[K]) => void;

export function OrderInformation({ draft, set, today }: { draft: ReturnDraft; set: SetField; today: string }) {
  return (
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
  );
}

interface ProductInformationProps {
  draft: ReturnDraft;
  set: SetField;
  lines: OrderLine[];
  onChooseLine: (line: OrderLine) => void;
}

export function ProductInformation({ draft, set, lines, onChooseLine }: ProductInformationProps) {
  return (
    <fieldset>
      <legend>Product Information</legend>
      {lines.length > 1 && (
        <div className="field">
          <label htmlFor="return-line">Product from this order</label>
          <select id="return-line" defaultValue="" onChange={(e) => e.target.value && onChooseLine(lines[Number(e.target.value)])}>
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
      <ReturnChoices draft={draft} set={set} />
      <Field
        label="Faulty or other details"
        multiline
        required={reasonNeedsDetails(draft.ReasonNo)}
        value={draft.Details}
        onChange={set('Details')}
        input={{ maxLength: DETAILS_MAX }}
      />
    </fieldset>
  );
}

function ReturnChoices({ draft, set }: { draft: ReturnDraft; set: SetField }) {
  return (
    <>
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
    </>
  );
}

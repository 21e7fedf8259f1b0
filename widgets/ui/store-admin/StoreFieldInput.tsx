// One labelled control of the store form, by the field's kind.
import { useId } from 'react';
import { PHONE_PREFIX, STORE_WEBSITES } from '../../domain/constants.js';
import type { StoreField } from './store-fields.js';

interface Props {
  field: StoreField;
  value: string | number | boolean;
  onChange: (value: string | number | boolean) => void;
}

export function StoreFieldInput({ field, value, onChange }: Props) {
  const id = useId();
  const { label, kind, required, maxLength } = field;
  if (kind === 'checkbox') {
    return (
      <label className="check">
        <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        {label}
      </label>
    );
  }
  const labelEl = (
    <label htmlFor={id}>
      {label}
      {required && (
        <span className="required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  );
  const str = String(value);
  let control;
  if (kind === 'textarea') {
    control = <textarea id={id} rows={3} maxLength={maxLength} value={str} onChange={(e) => onChange(e.target.value)} />;
  } else if (kind === 'website') {
    control = (
      <select id={id} value={str} onChange={(e) => onChange(Number(e.target.value))}>
        {STORE_WEBSITES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    );
  } else {
    const type = kind === 'tel' ? 'tel' : kind === 'email' ? 'email' : kind === 'url' ? 'url' : 'text';
    const input = (
      <input
        id={id}
        type={type}
        value={str}
        maxLength={maxLength}
        required={required}
        inputMode={kind === 'tel' ? 'numeric' : undefined}
        placeholder={kind === 'url' ? 'https://' : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    );
    control =
      kind === 'tel' ? (
        <div className="phone">
          <span className="prefix" aria-hidden="true">
            {PHONE_PREFIX}
          </span>
          {input}
        </div>
      ) : (
        input
      );
  }
  return (
    <div className={kind === 'textarea' ? 'field wide' : 'field'}>
      {labelEl}
      {control}
    </div>
  );
}

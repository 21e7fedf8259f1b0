// A labelled form control of the account forms: text-like inputs, the +1(868) telephone group, or a
// textarea. Required fields show a star (the label keeps its plain text for screen readers).
import { useId, type InputHTMLAttributes } from 'react';
import { PHONE_PREFIX } from '../../domain/constants.js';
import { links } from '../../runtime/links.js';
import { useReveal } from '../shared/use-reveal.js';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'password' | 'number' | 'date';
  phone?: boolean; // shows the fixed +1(868) prefix
  multiline?: boolean;
  hint?: string;
  input?: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'id'>;
}

export function Field({ label, value, onChange, required, type = 'text', phone, multiline, hint, input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const common = { id, value, required, 'aria-describedby': hintId };
  const control = multiline ? (
    <textarea {...common} rows={4} maxLength={input?.maxLength} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <input {...input} {...common} type={phone ? 'tel' : type} onChange={(e) => onChange(e.target.value)} />
  );
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {phone ? (
        <div className="phone">
          <span className="prefix" aria-hidden="true">
            {PHONE_PREFIX}
          </span>
          {control}
        </div>
      ) : (
        control
      )}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** The form's one message line: an error (alert) or a confirmation (status), brought into view and focused when it appears. */
export function FormMessage({ error, done }: { error: string | null; done?: string | null }) {
  const ref = useReveal<HTMLParagraphElement>(error ?? done ?? null);
  if (error)
    return (
      <p ref={ref} className="form-message error" role="alert" tabIndex={-1}>
        {error}
      </p>
    );
  if (done)
    return (
      <p ref={ref} className="form-message done" role="status" tabIndex={-1}>
        {done}
      </p>
    );
  return null;
}

/** Back to the account page, and the form's submit button (`busyLabel` while the call runs). */
export function FormButtons({ busy, label = 'Continue', busyLabel = 'Saving…' }: { busy: boolean; label?: string; busyLabel?: string }) {
  return (
    <div className="form-buttons">
      <a className="back" href={links.account()}>
        Back
      </a>
      <button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

// Labelled inputs shared by the login and register forms. The mobile number is the 7 digits after the
// fixed +1(868) prefix (docs/domain.md#mobile-numbers), so the prefix is shown beside the input and never typed.
import { useId, type InputHTMLAttributes } from 'react';
import { MOBILE_LENGTH, PHONE_PREFIX } from '../../domain/constants.js';

/** Keeps only digits: the number is stored and sent without the prefix or punctuation. */
export function mobileDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, MOBILE_LENGTH);
}

interface MobileFieldProps {
  value: string;
  onChange: (digits: string) => void;
  name?: string;
}

export function MobileField({ value, onChange, name = 'mobile' }: MobileFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Mobile</label>
      <div className="phone" part="phone">
        <span className="phone-prefix" id={`${id}-prefix`}>
          {PHONE_PREFIX}
        </span>
        <input
          id={id}
          name={name}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_LENGTH}
          placeholder="7 digits"
          required
          aria-describedby={`${id}-prefix`}
          value={value}
          onChange={(e) => onChange(mobileDigits(e.currentTarget.value))}
        />
      </div>
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}

export function TextField({ label, value, onChange, hint, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} aria-describedby={hint ? `${id}-hint` : undefined} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      {hint && (
        <small className="hint" id={`${id}-hint`}>
          {hint}
        </small>
      )}
    </div>
  );
}

/** The form's error area: a live region, so a new message is announced. */
export function FormError({ message }: { message: string }) {
  return (
    <div className="form-error" role="alert" part="error">
      {message && <p className="error">{message}</p>}
    </div>
  );
}

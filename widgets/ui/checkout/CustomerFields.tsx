// Customer Information (docs/screens.md#checkout, docs/screens.md#quick-order): mobile after the fixed +1(868) prefix (7 digits, docs/domain.md#mobile-numbers), name and,
// on the checkout, email.
import { useId } from 'react';
import { NAME_MAX, PHONE_PREFIX, EMAIL_MAX } from '../../domain/constants.js';
import { mobileDigits } from '../../domain/mobile-input.js';
import { FieldError, invalidProps, type FieldErrorState } from './field-error.js';

export interface CustomerFieldsProps {
  mobile: string;
  name: string;
  email?: string; // omitted: no email field (the quick order form asks for mobile and name only)
  onChange(field: 'mobile' | 'name' | 'email', value: string): void;
  error?: FieldErrorState; // the refused field's message, shown beside it
}

export function CustomerFields({ mobile, name, email, onChange, error }: CustomerFieldsProps) {
  const id = useId();
  return (
    <div className="fields">
      <div className="field">
        <label htmlFor={`${id}-mobile`}>
          Mobile{' '}
          <span className="required" aria-hidden="true">
            *
          </span>
        </label>
        <div className="phone">
          <span className="prefix" id={`${id}-prefix`}>
            {PHONE_PREFIX}
          </span>
          <input
            id={`${id}-mobile`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-local"
            placeholder="7 digits"
            aria-required="true"
            {...invalidProps(error, 'mobile', id, `${id}-prefix`)}
            value={mobile}
            // Digits first, then the 7-digit limit (maxLength would cut a pasted '+1 868 777-1234').
            onChange={(e) => onChange('mobile', mobileDigits(e.target.value))}
          />
        </div>
        <FieldError error={error} field="mobile" id={id} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>
          Name{' '}
          <span className="required" aria-hidden="true">
            *
          </span>
        </label>
        <input
          id={`${id}-name`}
          autoComplete="name"
          maxLength={NAME_MAX}
          aria-required="true"
          {...invalidProps(error, 'name', id)}
          value={name}
          onChange={(e) => onChange('name', e.target.value)}
        />
        <FieldError error={error} field="name" id={id} />
      </div>
      {email !== undefined && (
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            {...invalidProps(error, 'email', id)}
            value={email}
            onChange={(e) => onChange('email', e.target.value)}
          />
          <FieldError error={error} field="email" id={id} />
        </div>
      )}
    </div>
  );
}

// Customer Information (§2.9, §2.16): mobile after the fixed +1(868) prefix (7 digits, §9), name and,
// on the checkout, email.
import { useId } from 'react';
import { MOBILE_LENGTH, NAME_MAX, PHONE_PREFIX, EMAIL_MAX } from '../../domain/constants.js';

export interface CustomerFieldsProps {
  mobile: string;
  name: string;
  email?: string; // omitted: no email field (the quick order form asks for mobile and name only)
  onChange(field: 'mobile' | 'name' | 'email', value: string): void;
}

export function CustomerFields({ mobile, name, email, onChange }: CustomerFieldsProps) {
  const id = useId();
  return (
    <div className="fields">
      <div className="field">
        <label htmlFor={`${id}-mobile`}>
          Mobile <span className="required" aria-hidden="true">*</span>
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
            maxLength={MOBILE_LENGTH}
            placeholder="7 digits"
            aria-describedby={`${id}-prefix`}
            aria-required="true"
            value={mobile}
            onChange={(e) => onChange('mobile', e.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-name`}>
          Name <span className="required" aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-name`}
          autoComplete="name"
          maxLength={NAME_MAX}
          aria-required="true"
          value={name}
          onChange={(e) => onChange('name', e.target.value)}
        />
      </div>
      {email !== undefined && (
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            value={email}
            onChange={(e) => onChange('email', e.target.value)}
          />
        </div>
      )}
    </div>
  );
}

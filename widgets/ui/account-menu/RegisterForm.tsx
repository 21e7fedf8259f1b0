// Registration (spec §2.8, §4 Registration success, §5 Registration, §8): fixed +1(868) prefix, Mobile,
// Name, Email (optional), Password, Confirm Password and the ownership/notifications checkbox. The §5
// messages show one at a time, in order, in the form's error area.
import { useState, type FormEvent } from 'react';
import { register } from '../../api/customer.js';
import { ApiError } from '../../api/client.js';
import { registrationMessage } from '../../domain/validation.js';
import { CONNECT_ERROR, ERROR_PREFIX } from '../../domain/messages.js';
import { SHOP_INFO } from '../../domain/shop-info.js';
import { login as startSession } from '../../state/session.js';
import { showToast } from '../../state/toasts.js';
import { FormError, MobileField, TextField } from './form-fields.js';
import type { AuthFormProps } from './LoginForm.js';

export const registrationSuccessMessage = (name: string) =>
  `Welcome to ${SHOP_INFO.name}, ${name.trim()}! Your account has been created.`;

const emptyForm = { mobile: '', name: '', email: '', password: '', confirm: '', ownsMobile: false };
type RegisterFields = typeof emptyForm;

interface RegisterFormProps extends AuthFormProps {
  /** The account exists but its token was not usable: the visitor logs in instead. */
  onNeedsLogin: () => void;
}

export function RegisterForm({ titleId, onSuccess, onExit, onSwitch, onNeedsLogin }: RegisterFormProps) {
  const [form, setForm] = useState<RegisterFields>(emptyForm);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof RegisterFields>(key: K) =>
    (value: RegisterFields[K]) =>
      setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const payload = {
      CustomerName: form.name.trim(),
      Address: '',
      Mobile1: form.mobile,
      EmailID: form.email.trim(),
      NewPassword: form.password,
      ConfirmPassword: form.confirm,
      ConfirmMobile: form.ownsMobile,
    };
    const invalid = registrationMessage(payload);
    if (invalid) return setError(invalid);
    setError('');
    setBusy(true);
    try {
      const result = await register(payload);
      if (!result.success) return setError(ERROR_PREFIX + result.msg);
      showToast(registrationSuccessMessage(payload.CustomerName));
      if (startSession(result.jwt)) onSuccess();
      else onNeedsLogin();
    } catch (err) {
      console.error('[trini-account-menu] registration failed', err);
      setForm(emptyForm);
      setError(ERROR_PREFIX + (err instanceof ApiError ? err.message : CONNECT_ERROR));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" part="form" noValidate onSubmit={submit} aria-busy={busy}>
      <h2 id={titleId} className="auth-title" part="title">
        Register
      </h2>
      <MobileField value={form.mobile} onChange={set('mobile')} />
      <TextField label="Name" name="name" autoComplete="name" maxLength={100} required value={form.name} onChange={set('name')} />
      <TextField label="Email (optional)" name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} />
      <TextField
        label="Password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 6 characters."
        value={form.password}
        onChange={set('password')}
      />
      <TextField
        label="Confirm Password"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        value={form.confirm}
        onChange={set('confirm')}
      />
      <label className="check">
        <input
          type="checkbox"
          name="owns-mobile"
          checked={form.ownsMobile}
          onChange={(e) => set('ownsMobile')(e.currentTarget.checked)}
        />
        <span>This is my mobile number and I agree to its use for account notifications.</span>
      </label>
      <FormError message={error} />
      <div className="actions">
        <button type="submit" className="continue" part="continue" disabled={busy}>
          {busy ? 'Please wait…' : 'Continue'}
        </button>
        <button type="button" className="secondary exit" part="exit" onClick={onExit}>
          Exit
        </button>
      </div>
      <p className="switch">
        Have an account?{' '}
        <button type="button" className="link" onClick={onSwitch}>
          Login
        </button>
      </p>
    </form>
  );
}

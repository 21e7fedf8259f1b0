// Login (spec §2.8, §4 Login, §8): Mobile and Password, Continue and Exit, the conditions-of-use and
// privacy notice, and an error area. A token is accepted only if present and not expired; otherwise
// nothing happens and the form stays as it is.
import { useState, type FormEvent } from 'react';
import { login as requestLogin } from '../../api/customer.js';
import { ApiError } from '../../api/client.js';
import { loginMessage } from '../../domain/validation.js';
import { CONNECT_ERROR } from '../../domain/messages.js';
import { login as startSession } from '../../state/session.js';
import { links } from '../../runtime/links.js';
import { FormError, MobileField, TextField } from './form-fields.js';

export interface AuthFormProps {
  titleId: string;
  onSuccess: () => void;
  onExit: () => void;
  onSwitch: () => void;
}

/** §8: the server's error text is shown with its quotes removed (apostrophes inside words stay). */
export function withoutQuotes(text: string): string {
  return text.replace(/"/g, '').trim();
}

export function LoginForm({ titleId, onSuccess, onExit, onSwitch }: AuthFormProps) {
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = loginMessage({ Mobile: mobile, Password: password });
    if (invalid) return setError(invalid);
    setError('');
    setBusy(true);
    try {
      const result = await requestLogin(mobile, password);
      if (!result.success) setError(withoutQuotes(result.msg));
      else if (startSession(result.Token)) onSuccess();
    } catch (err) {
      console.error('[trini-account-menu] login failed', err);
      setError(err instanceof ApiError ? withoutQuotes(err.message) : CONNECT_ERROR);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" part="form" noValidate onSubmit={submit} aria-busy={busy}>
      <h2 id={titleId} className="auth-title" part="title">
        Login
      </h2>
      <MobileField value={mobile} onChange={setMobile} />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <FormError message={error} />
      <p className="notice">
        By continuing, you agree to our{' '}
        <a href={links.page('termsandcondition')} target="_blank" rel="noopener">
          Conditions of Use
        </a>{' '}
        and{' '}
        <a href={links.page('privacypolicy')} target="_blank" rel="noopener">
          Privacy Notice
        </a>
        .
      </p>
      <div className="actions">
        <button type="submit" className="continue" part="continue" disabled={busy}>
          {busy ? 'Please wait…' : 'Continue'}
        </button>
        <button type="button" className="secondary exit" part="exit" onClick={onExit}>
          Exit
        </button>
      </div>
      <p className="switch">
        No account?{' '}
        <button type="button" className="link" onClick={onSwitch}>
          Register
        </button>
      </p>
    </form>
  );
}

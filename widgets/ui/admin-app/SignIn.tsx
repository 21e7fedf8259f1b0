// Staff sign-in: mobile and password -> a staff token for this browser. A member whose password an owner gave (added
// or reset on the Staff screen) is answered 403 by the Login call, the one case it answers so: the form then asks for
// a new password of their own, twice, and signs in with it.
import { useState, type FormEvent } from 'react';
import { AdminError, adminCall, setStaffToken } from '../../api/admin.js';
import { STAFF_PASSWORD_HINT } from '../../domain/password-policy.js';
import { Message, useAction } from './use-admin.js';

export function SignIn({ onSignedIn }: { onSignedIn: (name: string) => void }) {
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [next, setNext] = useState({ password: '', again: '' });
  const { busy, message, run } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      if (choosing && next.password !== next.again) throw new AdminError(400, 'The two new passwords differ. Please type the same one twice.');
      const body = { Mobile: mobile.trim(), Password: password, ...(choosing ? { NewPassword: next.password } : {}) };
      try {
        const r = await adminCall<{ Token: string; Name: string }>('POST', 'Login', { body });
        setStaffToken(r.Token);
        onSignedIn(r.Name);
        return 'Signed in.';
      } catch (err) {
        if (!(err instanceof AdminError && err.status === 403)) throw err;
        setChoosing(true);
        return err.message;
      }
    });
  };
  return (
    <form className="card sign-in" part="sign-in" onSubmit={submit}>
      <h1>Back office</h1>
      <p className="muted">For shop staff. Sign in with the mobile and password you were given.</p>
      <label>
        Mobile
        <input name="mobile" inputMode="numeric" autoComplete="username" maxLength={7} value={mobile} onChange={(e) => setMobile(e.target.value)} required />
      </label>
      <label>
        Password
        <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
      </label>
      {choosing && (
        <>
          <p className="muted">Choose your own password: {STAFF_PASSWORD_HINT.toLowerCase()}</p>
          <NewPassword label="New password" name="new-password" value={next.password} onChange={(password) => setNext({ ...next, password })} />
          <NewPassword label="New password again" name="new-password-again" value={next.again} onChange={(again) => setNext({ ...next, again })} />
        </>
      )}
      <Message message={message} />
      <button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : choosing ? 'Set password and sign in' : 'Sign in'}
      </button>
    </form>
  );
}

function NewPassword(props: { label: string; name: string; value: string; onChange: (value: string) => void }) {
  return (
    <label>
      {props.label}
      <input name={props.name} type="password" autoComplete="new-password" value={props.value} onChange={(e) => props.onChange(e.target.value)} required />
    </label>
  );
}

// Staff sign-in: mobile and password -> a staff token for this browser tab's session.
import { useState, type FormEvent } from 'react';
import { adminCall, setStaffToken } from '../../api/admin.js';
import { Message, useAction } from './use-admin.js';

export function SignIn({ onSignedIn }: { onSignedIn: (name: string) => void }) {
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const { busy, message, run } = useAction();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const r = await adminCall<{ Token: string; Name: string }>('POST', 'Login', { body: { Mobile: mobile.trim(), Password: password } });
      setStaffToken(r.Token);
      onSignedIn(r.Name);
      return 'Signed in.';
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
      <Message message={message} />
      <button type="submit" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}

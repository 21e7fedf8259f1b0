// Change Password (spec §2.15; DESIGN §5: really saves): current password, new password and its
// confirmation, checked in the registration's order (§5) before the call.
import { useState, type FormEvent } from 'react';
import { changePassword } from '../../api/account.js';
import { CONFIRM_PASSWORD_REQUIRED, ERROR_PREFIX, PASSWORD_REQUIRED, PASSWORDS_DO_NOT_MATCH } from '../../domain/messages.js';
import { showToast } from '../../state/toasts.js';
import { links } from '../../runtime/links.js';
import { Field, FormMessage } from './Field.js';
import { ACCOUNT_TEXTS, PASSWORD_MIN } from './texts.js';

const EMPTY = { current: '', password: '', confirm: '' };

export function passwordMessage(d: typeof EMPTY): string | null {
  if (d.current === '') return ACCOUNT_TEXTS.currentPasswordRequired;
  if (d.password === '') return PASSWORD_REQUIRED;
  if (d.confirm === '') return CONFIRM_PASSWORD_REQUIRED;
  if (d.password !== d.confirm) return PASSWORDS_DO_NOT_MATCH;
  if (d.password.length < PASSWORD_MIN) return ACCOUNT_TEXTS.passwordTooShort;
  return null;
}

export function ChangePassword() {
  const [draft, setDraft] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (key: keyof typeof EMPTY) => (value: string) => (setDraft({ ...draft, [key]: value }), setDone(null));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const problem = passwordMessage(draft);
    setError(problem);
    setDone(null);
    if (problem) return;
    setBusy(true);
    try {
      const res = await changePassword({ CurrentPassword: draft.current, NewPassword: draft.password, ConfirmPassword: draft.confirm });
      if (!res.success) return setError(ERROR_PREFIX + res.msg);
      setDraft(EMPTY);
      setDone(res.msg);
      showToast(res.msg);
    } catch (err) {
      console.error('[trini-account-page] changing the password failed', err);
      setError(ACCOUNT_TEXTS.networkError);
    } finally {
      setBusy(false);
    }
  };

  const pw = (autoComplete: string) => ({ autoComplete, maxLength: 200 });
  return (
    <form className="form narrow" part="form" onSubmit={save} noValidate>
      <fieldset>
        <legend>Your Password</legend>
        <div className="fields">
          <Field label="Current Password" type="password" required value={draft.current} onChange={set('current')} input={pw('current-password')} />
          <Field label="Password" type="password" required value={draft.password} onChange={set('password')} hint={`At least ${PASSWORD_MIN} characters.`} input={pw('new-password')} />
          <Field label="Password Confirm" type="password" required value={draft.confirm} onChange={set('confirm')} input={pw('new-password')} />
        </div>
      </fieldset>
      <FormMessage error={error} done={done} />
      <div className="form-buttons">
        <a className="back" href={links.account()}>Back</a>
        <button type="submit" disabled={busy}>{busy ? 'Saving…' : 'Continue'}</button>
      </div>
    </form>
  );
}

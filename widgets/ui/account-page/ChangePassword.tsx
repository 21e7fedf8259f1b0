// Change Password (spec §2.15; DESIGN §5: really saves): current password, new password and its
// confirmation, checked in the registration's order (§5) before the call.
import { changePassword } from '../../api/account.js';
import { CONFIRM_PASSWORD_REQUIRED, PASSWORD_REQUIRED, PASSWORDS_DO_NOT_MATCH } from '../../domain/messages.js';
import { Field, FormButtons, FormMessage } from './Field.js';
import { ACCOUNT_TEXTS, PASSWORD_MIN } from './texts.js';
import { useSaveForm } from './useSaveForm.js';

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
  const { draft, set, busy, error, done, save } = useSaveForm(EMPTY, {
    check: passwordMessage,
    send: (d) => changePassword({ CurrentPassword: d.current, NewPassword: d.password, ConfirmPassword: d.confirm }),
    onSaved: (_, reset) => reset(),
    action: 'changing the password',
  });

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
      <FormButtons busy={busy} />
    </form>
  );
}

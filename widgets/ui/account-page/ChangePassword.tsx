// Change Password (docs/screens.md#account-pages; docs/architecture.md#decisions: really saves): current password, new password and its
// confirmation, checked in the registration's order (docs/domain.md#passwords) before the call. The change revokes
// the session's token; the answer's new one keeps the shopper signed in.
import { changePassword } from '../../api/account.js';
import { changePasswordMessage } from '../../domain/validation.js';
import { PASSWORD_HINT, PASSWORD_MAX } from '../../domain/password-policy.js';
import { Field, FormButtons, FormMessage } from './Field.js';
import { useSaveForm } from './useSaveForm.js';
import { login } from '../../state/session.js';

const EMPTY = { current: '', password: '', confirm: '' };

function passwordMessage(d: typeof EMPTY): string | null {
  return changePasswordMessage({ CurrentPassword: d.current, NewPassword: d.password, ConfirmPassword: d.confirm });
}

export function ChangePassword() {
  const { draft, set, busy, error, done, save } = useSaveForm(EMPTY, {
    check: passwordMessage,
    send: (d) => changePassword({ CurrentPassword: d.current, NewPassword: d.password, ConfirmPassword: d.confirm }),
    onSaved: (res, reset) => {
      if (res.jwt) login(res.jwt);
      reset();
    },
    action: 'changing the password',
  });

  const pw = (autoComplete: string) => ({ autoComplete, maxLength: PASSWORD_MAX });
  return (
    <form className="form narrow" part="form" onSubmit={save} noValidate>
      <fieldset>
        <legend>Your Password</legend>
        <div className="fields">
          <Field label="Current Password" type="password" required value={draft.current} onChange={set('current')} input={pw('current-password')} />
          <Field label="Password" type="password" required value={draft.password} onChange={set('password')} hint={PASSWORD_HINT} input={pw('new-password')} />
          <Field label="Password Confirm" type="password" required value={draft.confirm} onChange={set('confirm')} input={pw('new-password')} />
        </div>
      </fieldset>
      <FormMessage error={error} done={done} />
      <FormButtons busy={busy} />
    </form>
  );
}

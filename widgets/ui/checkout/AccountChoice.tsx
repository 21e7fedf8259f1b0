// docs/screens.md#checkout Login or Register: Login / Register / Guest (default Guest); the first two offer a button that
// opens the account menu's dialog (state/dialogs.ts). Logged in, the customer's details show instead.
import { useId } from 'react';
import { LoginType, PHONE_PREFIX } from '../../domain/constants.js';
import type { Session } from '../../state/session.js';
import { openAuthDialog } from '../../state/dialogs.js';
import { localMobile } from './order-payload.js';

const CHOICES = [
  { value: LoginType.Login, label: 'Login' },
  { value: LoginType.Register, label: 'Register' },
  { value: LoginType.Guest, label: 'Guest' },
] as const;

export interface AccountChoiceProps {
  session: Session;
  loginType: number;
  onLoginType(value: number): void;
}

export function AccountChoice({ session, loginType, onLoginType }: AccountChoiceProps) {
  const name = useId();
  if (session.loggedIn) {
    // The details themselves are the Customer Information fields below: shown once, editable there.
    return (
      <p className="details logged-in" part="account-details">
        Logged in as <strong>{session.name || `${PHONE_PREFIX} ${localMobile(session.mobile)}`}</strong>. Your details are filled in below.
      </p>
    );
  }
  const dialog = loginType === LoginType.Login ? 'login' : loginType === LoginType.Register ? 'register' : null;
  return (
    <fieldset className="account-choice">
      <legend className="visually-hidden">Check out as</legend>
      <div className="inline-choices">
        {CHOICES.map((choice) => (
          <label key={choice.value} className="inline-choice">
            <input type="radio" name={name} value={choice.value} checked={loginType === choice.value} onChange={() => onLoginType(choice.value)} />
            {choice.label}
          </label>
        ))}
      </div>
      {dialog && (
        <button type="button" className="secondary account-button" part="account-button" onClick={() => openAuthDialog(dialog)}>
          {dialog === 'login' ? 'Login' : 'Register'}
        </button>
      )}
    </fieldset>
  );
}

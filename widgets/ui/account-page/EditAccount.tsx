// Edit Account Information (docs/screens.md#account-pages; docs/architecture.md#decisions: really saves). Prefilled from GetAccount; the name is
// kept as one CustomerName, shown as first and last name. The mobile number is the login and is shown
// read-only. Saving re-issues the token (the display name and email are claims), which is logged in again.
import { getAccount, updateAccount, type Account } from '../../api/account.js';
import { isEmail } from '../../domain/validation.js';
import { EMAIL_INVALID } from '../../domain/messages.js';
import { NAME_MAX } from '../../domain/constants.js';
import { login } from '../../state/session.js';
import { Field, FormButtons, FormMessage } from './Field.js';
import { LoadState } from './LoadState.js';
import { ACCOUNT_TEXTS, splitName } from './texts.js';
import { useLoad } from './useLoad.js';
import { useSaveForm } from './useSaveForm.js';

interface Draft {
  first: string;
  last: string;
  email: string;
  address: string;
}

function draftOf(a: Account): Draft {
  const [first, last] = splitName(a.CustomerName);
  return { first, last, email: a.EmailID ?? '', address: a.Address ?? '' };
}

export function editMessage(d: Draft): string | null {
  const name = `${d.first.trim()} ${d.last.trim()}`.trim();
  if (!d.first.trim()) return ACCOUNT_TEXTS.firstNameRequired;
  if (name.length > NAME_MAX) return ACCOUNT_TEXTS.nameTooLong;
  if (d.email.trim() && !isEmail(d.email)) return EMAIL_INVALID;
  return null;
}

function EditForm({ account }: { account: Account }) {
  const { draft, set, busy, error, done, save } = useSaveForm(() => draftOf(account), {
    check: editMessage,
    send: (d) => {
      const CustomerName = `${d.first.trim()} ${d.last.trim()}`.trim();
      return updateAccount({ CustomerName, EmailID: d.email.trim(), Address: d.address.trim() });
    },
    onSaved: (res) => {
      if (res.jwt) login(res.jwt);
    },
    action: 'saving the account',
  });

  return (
    <form className="form" part="form" onSubmit={save} noValidate>
      <fieldset>
        <legend>Your Personal Details</legend>
        <div className="fields two">
          <Field label="First Name" required value={draft.first} onChange={set('first')} input={{ autoComplete: 'given-name', maxLength: NAME_MAX }} />
          <Field label="Last Name" value={draft.last} onChange={set('last')} input={{ autoComplete: 'family-name', maxLength: NAME_MAX }} />
          <Field label="E-Mail" type="email" value={draft.email} onChange={set('email')} input={{ autoComplete: 'email', maxLength: 254 }} />
          <Field
            label="Telephone"
            phone
            value={account.Mobile1}
            onChange={() => {}}
            hint="Your mobile number is your login; it cannot be changed here."
            input={{ readOnly: true }}
          />
        </div>
        <Field label="Address" multiline value={draft.address} onChange={set('address')} input={{ maxLength: 500 }} />
      </fieldset>
      <FormMessage error={error} done={done} />
      <FormButtons busy={busy} />
    </form>
  );
}

export function EditAccount() {
  const { state, retry } = useLoad((signal) => getAccount({ signal }), []);
  if (state.status !== 'ready') return <LoadState state={state} what="your account details" onRetry={retry} />;
  return <EditForm account={state.data} />;
}

// Adding a member of staff: name, mobile, email (where their staff mails go), a temporary password they replace at
// their first sign-in, and whether they are an owner. A refusal shows the server's message and keeps what was typed.
import { useState, type FormEvent } from 'react';
import { adminCall } from '../../api/admin.js';
import type { StaffChange } from '../../api/admin-staff.js';
import { STAFF_PASSWORD_HINT } from '../../domain/password-policy.js';
import { Message, useAction } from '../admin-app/use-admin.js';

const EMPTY = { Name: '', Mobile: '', Email: '', Password: '', Owner: false };

export function AddStaffForm({ onAdded }: { onAdded: () => void }) {
  const [draft, setDraft] = useState(EMPTY);
  const { busy, message, run } = useAction();
  const text = (name: 'Name' | 'Mobile' | 'Email' | 'Password') => ({
    name,
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
  });
  const add = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const r = await adminCall<StaffChange>('POST', 'AddStaff', { body: { ...draft, Mobile: draft.Mobile.trim() } });
      setDraft(EMPTY);
      onAdded();
      return `${r.Member.Name} is added. Give them the temporary password: they choose their own at their first sign-in.`;
    });
  };
  return (
    <form className="card editor add-staff" onSubmit={add} noValidate>
      <h2>Add a member of staff</h2>
      <div className="grid">
        <label>
          Name
          <input {...text('Name')} autoComplete="off" maxLength={100} required />
        </label>
        <label>
          Mobile (7 digits)
          <input {...text('Mobile')} inputMode="numeric" autoComplete="off" maxLength={7} required />
        </label>
        <label>
          Email (optional)
          <input {...text('Email')} type="email" autoComplete="off" />
        </label>
        <label>
          Temporary password
          <input {...text('Password')} type="text" autoComplete="off" spellCheck={false} required aria-describedby="staff-password-hint" />
        </label>
      </div>
      <p id="staff-password-hint" className="muted">
        Temporary password: {STAFF_PASSWORD_HINT.toLowerCase()} Give it to them: they choose their own at their first sign-in.
      </p>
      <label className="check">
        <input type="checkbox" name="Owner" checked={draft.Owner} onChange={(e) => setDraft({ ...draft, Owner: e.target.checked })} />
        Owner: may change the shop's settings and its staff
      </label>
      <Message message={message} />
      <button type="submit" disabled={busy}>
        Add member
      </button>
    </form>
  );
}

// Parts of one member on the Staff screen: who they are, and the form that gives them a temporary password.
import { useState } from 'react';
import type { StaffMemberRow } from '../../api/admin-staff.js';

export function MemberHead({ member: m, isMe }: { member: StaffMemberRow; isMe: boolean }) {
  return (
    <>
      <div className="staff-head">
        <strong>{m.Name}</strong>
        {isMe && <span className="status">You</span>}
        {m.Owner && <span className="status status-owner">Owner</span>}
        {m.Disabled && <span className="status status-cancelled">Disabled</span>}
        {m.MustChangePassword && !m.Disabled && <span className="status status-pending">New password at next sign-in</span>}
      </div>
      <div className="muted">
        {m.Mobile}
        {m.Email ? ` · ${m.Email}` : ''}
      </div>
    </>
  );
}

/** Opens empty; the page closes it once the password is set. */
export function ResetPasswordForm({
  name,
  busy,
  onSubmit,
  onCancel,
}: {
  name: string;
  busy: boolean;
  onSubmit: (temporary: string) => void;
  onCancel: () => void;
}) {
  const [temporary, setTemporary] = useState('');
  return (
    <form
      className="quick reset"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(temporary);
      }}
    >
      <label>
        Temporary password for {name}
        <input value={temporary} onChange={(e) => setTemporary(e.target.value)} autoComplete="off" spellCheck={false} required />
      </label>
      <button type="submit" className="small" disabled={busy}>
        Set temporary password
      </button>
      <button type="button" className="small ghost" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

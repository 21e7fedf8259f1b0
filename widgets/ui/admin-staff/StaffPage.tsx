// The Staff screen (docs/back-office.md#staff-screen), for owners: every member with their role and state; add one,
// disable or enable them, reset a password (a temporary one they replace at their next sign-in), give or take the
// owner role. Each change answers with what it did, or the server's reason for refusing it (the last enabled owner
// stays one; an owner cannot disable themselves). `onChanged`: the setup checklist's staff step, or the signed-in
// owner's own role, may have changed.
import { useState } from 'react';
import { adminCall } from '../../api/admin.js';
import { signedInStaffNo, type StaffChange, type StaffMemberRow } from '../../api/admin-staff.js';
import { LoadingOr, Message, useAction, useAdminLoad } from '../admin-app/use-admin.js';
import { AddStaffForm } from './AddStaffForm.js';
import { MemberHead, ResetPasswordForm } from './StaffMember.js';

export function StaffPage({ onChanged }: { onChanged?: () => void }) {
  const { state, reload } = useAdminLoad(() => adminCall<{ Staff: StaffMemberRow[] }>('GET', 'GetStaff'), []);
  const { busy, message, run } = useAction();
  const [resetting, setResetting] = useState<number | null>(null);
  const me = signedInStaffNo();

  const change = (path: string, body: Record<string, unknown>) =>
    run(async () => {
      const r = await adminCall<StaffChange>('POST', path, { body });
      reload();
      onChanged?.();
      return r.msg;
    });
  const reset = (member: StaffMemberRow, temporary: string) =>
    void change('ResetStaffPassword', { StaffNo: member.StaffNo, Password: temporary }).then((done) => {
      if (done) setResetting(null);
    });

  return (
    <section className="staff" part="staff">
      <h1>Staff</h1>
      <p className="muted">
        Everyone here signs in on this back office with their mobile. Owners also see Settings and Staff. Disabling someone signs them out everywhere at once.
      </p>
      <AddStaffForm
        onAdded={() => {
          reload();
          onChanged?.();
        }}
      />
      <Message message={message} />
      <LoadingOr state={state} reload={reload}>
        {(data) => (
          <ul className="staff-list">
            {data.Staff.map((m) => (
              <li key={m.StaffNo} className={`staff-member card${m.Disabled ? ' disabled' : ''}`} data-staff-no={m.StaffNo}>
                <MemberHead member={m} isMe={m.StaffNo === me} />
                <div className="quick">
                  {m.StaffNo !== me && (
                    <button
                      type="button"
                      className="small secondary"
                      disabled={busy}
                      onClick={() => change('SetStaffDisabled', { StaffNo: m.StaffNo, Disabled: !m.Disabled })}
                    >
                      {m.Disabled ? 'Enable' : 'Disable'}
                    </button>
                  )}
                  <button
                    type="button"
                    className="small secondary"
                    disabled={busy}
                    onClick={() => change('SetStaffOwner', { StaffNo: m.StaffNo, Owner: !m.Owner })}
                  >
                    {m.Owner ? 'Remove owner role' : 'Make owner'}
                  </button>
                  {resetting !== m.StaffNo && (
                    <button type="button" className="small secondary" disabled={busy} onClick={() => setResetting(m.StaffNo)}>
                      Reset password
                    </button>
                  )}
                </div>
                {resetting === m.StaffNo && (
                  <ResetPasswordForm name={m.Name} busy={busy} onSubmit={(temporary) => reset(m, temporary)} onCancel={() => setResetting(null)} />
                )}
              </li>
            ))}
          </ul>
        )}
      </LoadingOr>
    </section>
  );
}

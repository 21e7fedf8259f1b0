// Who gets the staff's mails (docs/back-office.md#staff-alerts): STAFF_ALERT_EMAIL when set, else every active staff
// member with an email. Worked out in SQL when the mail is queued, in the statement that queues it, and kept on the
// outbox row: a mail goes to the people who were staff when it happened.
import type { Config } from '../config.js';

/** The STAFF_ALERT_EMAIL list as one parameter: '' when not set (then the staff table decides). */
export function configuredRecipients(config: Pick<Config, 'staffAlertEmails'>): string {
  return config.staffAlertEmails.join(', ');
}

/** SQL for the recipients: the parameter (`$n`, from configuredRecipients), else the active staff's emails; NULL when none. */
export function recipientsSql(param: string): string {
  return `COALESCE(NULLIF(${param}::text, ''), (SELECT string_agg(s.email, ', ' ORDER BY s.staff_no) FROM staff s WHERE s.disabled_at IS NULL AND s.email <> ''))`;
}

// How the shopper hears about the order (docs/notifications.md#channels): WhatsApp (preselected once a mobile is
// given), SMS, email (where the form asks for one) or nothing; a WhatsApp or SMS choice says where the messages go and how to end them (the
// mobile itself shows once, in its field).
import { useId } from 'react';
import type { NotifyChannel, PhoneChannel } from '../../domain/notify-channel.js';

export interface NotifyChoiceProps {
  channel: NotifyChannel;
  /** WhatsApp and SMS where the shop sends by them (its public settings); none offered otherwise. */
  phones: readonly PhoneChannel[];
  /** False where the form asks for no email (the quick order form). */
  offerEmail?: boolean;
  onChoose(channel: NotifyChannel): void;
}

export function NotifyChoice({ channel, phones, offerEmail = true, onChoose }: NotifyChoiceProps) {
  const id = useId();
  const phone = channel === 'whatsapp' ? 'WhatsApp' : channel === 'sms' ? 'SMS' : '';
  return (
    <div className="field">
      <label htmlFor={id}>Send order updates by</label>
      <select id={id} value={channel} aria-describedby={`${id}-hint`} onChange={(e) => onChoose(e.target.value as NotifyChannel)}>
        {phones.includes('whatsapp') && <option value="whatsapp">WhatsApp</option>}
        {phones.includes('sms') && <option value="sms">SMS</option>}
        {offerEmail && <option value="email">Email</option>}
        <option value="none">No updates</option>
      </select>
      <p className="hint" id={`${id}-hint`}>
        {phone
          ? `Your confirmation and order updates go to the mobile above by ${phone}. Reply STOP to end them.`
          : channel === 'email'
            ? 'Your confirmation and order updates go to your email.'
            : 'We will not send you order updates.'}
      </p>
    </div>
  );
}

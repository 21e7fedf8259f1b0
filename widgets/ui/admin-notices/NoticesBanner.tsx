// The banner every signed-in staff member sees while no mail or message provider is set on a production host
// (SetupChecklist's `NoticesOff`): orders still come in, but their shoppers and the staff hear nothing.
export function NoticesBanner({ owner }: { owner: boolean }) {
  return (
    <p className="notices-banner" part="notices-banner" role="alert">
      <strong>No customer or staff notice leaves this shop.</strong> No mail server (SMTP_URL) and no WhatsApp or SMS provider is set up, so confirmations and
      status changes wait in the outbox. Ask whoever runs the shop&apos;s server to set one (docs/notifications.md).{' '}
      {owner && <a href="#notices">See what waits</a>}
    </p>
  );
}

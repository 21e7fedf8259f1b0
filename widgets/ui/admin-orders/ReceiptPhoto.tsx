// One receipt photo, fetched with the staff token (the image is never public, so no plain <img src> can load it)
// and shown from a blob: URL that lives as long as the component.
import { useEffect, useState } from 'react';
import { adminCall } from '../../api/admin.js';
import type { PaymentReceipt } from '../../domain/payment-receipt.js';
import { formatTime } from '../admin-app/use-admin.js';

export function ReceiptPhoto({ receipt }: { receipt: PaymentReceipt }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState('');
  useEffect(() => {
    let url = '';
    let live = true;
    adminCall<Blob>('GET', 'ReceiptPhoto', { query: { ReceiptNo: receipt.ReceiptNo }, accept: 'image/jpeg' }).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setSrc(url);
        else URL.revokeObjectURL(url);
      },
      (error: unknown) => live && setFailed(error instanceof Error ? error.message : 'The photo could not be loaded.'),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [receipt.ReceiptNo]);
  const label = `Receipt photo from ${receipt.From}, ${formatTime(receipt.ReceivedAt)}`;
  return (
    <figure className="receipt-photo" data-receipt-no={receipt.ReceiptNo}>
      {src ? (
        <a href={src} target="_blank" rel="noopener">
          <img src={src} alt={label} />
        </a>
      ) : (
        <p className={failed ? 'message error' : 'muted'}>{failed || 'Loading the photo…'}</p>
      )}
      <figcaption>
        {formatTime(receipt.ReceivedAt)} · {receipt.From}
        {receipt.Caption && ` · “${receipt.Caption}”`}
      </figcaption>
    </figure>
  );
}

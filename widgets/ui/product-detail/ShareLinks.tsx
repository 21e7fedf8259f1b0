// Share links (docs/screens.md#product-detail): only the first goes to the shop's social page; the others share this
// product (WhatsApp with the product link, or copy the link).
import { useEffect, useRef, useState } from 'react';
import { useShopSettings } from '../../state/shop.js';
import { links } from '../../runtime/links.js';
import { LINK_COPIED } from './texts.js';

function absoluteProductUrl(productNo: number): string {
  const href = links.product(productNo);
  try {
    return new URL(href, globalThis.location?.href).href;
  } catch {
    return href;
  }
}

export function ShareLinks({ productNo, productName }: { productNo: number; productName: string }) {
  const url = absoluteProductUrl(productNo);
  const shop = useShopSettings();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Focus moves to the fallback only in answer to the shopper's Copy click, so they can copy the link by hand.
  const fallback = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (copied === 'failed') fallback.current?.focus();
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), 2000);
    } catch {
      setCopied('failed'); // no clipboard access (insecure page, permissions): show the link to copy by hand
    }
  };

  return (
    <div className="share" part="share">
      <span className="share-label">Share</span>
      <ul className="share-links">
        {shop.social.facebook && (
          <li>
            <a className="share-link facebook" href={shop.social.facebook} target="_blank" rel="noopener" aria-label={`${shop.name} on Facebook`}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.6V11H7v4h2.5v7h4v-7H17l.5-4h-4V8.8c0-.5.3-.8.5-.8Z" />
              </svg>
            </a>
          </li>
        )}
        <li>
          <a
            className="share-link whatsapp"
            href={`https://wa.me/?text=${encodeURIComponent(`${productName} ${url}`)}`}
            target="_blank"
            rel="noopener"
            aria-label="Share on WhatsApp"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z" />
            </svg>
          </a>
        </li>
        <li>
          <button type="button" className="share-link copy ghost" aria-label="Copy link" onClick={copy}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0Zm-2.8 6.4a4 4 0 0 1-2.9-6.8l2.1-2.1 1.4 1.4-2.1 2.1a2 2 0 1 0 2.8 2.8l2.1-2.1 1.4 1.4-2.1 2.1a4 4 0 0 1-2.7 1.2Zm8.6-5.7-1.4-1.4 2.1-2.1a2 2 0 1 0-2.8-2.8l-2.1 2.1-1.4-1.4 2.1-2.1a4 4 0 0 1 5.7 5.7Z" />
            </svg>
          </button>
        </li>
      </ul>
      <span className="copy-status" role="status">
        {copied === 'yes' && LINK_COPIED}
      </span>
      {copied === 'failed' && (
        <input ref={fallback} className="copy-fallback" readOnly value={url} aria-label="Product link" onFocus={(e) => e.currentTarget.select()} />
      )}
    </div>
  );
}

// Thumbnails and the main viewer (docs/screens.md#product-detail): video first, then images; previous/next arrows;
// clicking a thumbnail selects it.
import { useState } from 'react';
import { VIDEO_UNSUPPORTED } from '../../domain/messages.js';
import { mediaUrl } from '../../runtime/links.js';
import { ProductImage } from '../shared/ProductImage.js';
import { nextMedia, previousMedia, type MediaItem } from './media.js';
import { changeKeepingFocus } from '../shared/keep-focus.js';

function label(items: MediaItem[], index: number): string {
  const item = items[index];
  if (item.kind === 'video') return 'Product video';
  const imageNo = items.slice(0, index + 1).filter((i) => i.kind === 'image').length;
  const images = items.filter((i) => i.kind === 'image').length;
  return `Image ${imageNo} of ${images}`;
}

export function MediaViewer({ items, productName }: { items: MediaItem[]; productName: string }) {
  const [index, setIndex] = useState(0);
  const current = items[index];
  if (!current)
    return (
      <div className="media media-empty" part="media">
        No image available
      </div>
    );
  const last = items.length - 1;
  // Previous on the first item and Next on the last disable themselves: the focus goes to the other arrow.
  const go = (button: HTMLButtonElement, to: number, other: string) =>
    changeKeepingFocus(
      button,
      () => setIndex(to),
      () => button.parentElement?.querySelector<HTMLElement>(other),
    );

  return (
    <div className="media" part="media">
      {items.length > 1 && <Thumbnails items={items} index={index} onChoose={setIndex} />}
      <div className="stage" part="viewer">
        {current.kind === 'video' ? (
          <video
            key={current.path}
            className="main-media"
            controls
            playsInline
            preload="metadata"
            poster={mediaUrl(current.thumbnail)}
            aria-label={`${productName} video`}
          >
            <source src={mediaUrl(current.path)} type="video/mp4" />
            {VIDEO_UNSUPPORTED}
          </video>
        ) : (
          <ProductImage key={current.path} className="main-media" path={current.path} place="detail" alt={productName} width={600} height={600} />
        )}
        {items.length > 1 && (
          <>
            <button
              type="button"
              className="arrow prev"
              aria-label="Previous"
              disabled={index === 0}
              onClick={(e) => go(e.currentTarget, previousMedia(index), '.arrow.next')}
            >
              ‹
            </button>
            <button
              type="button"
              className="arrow next"
              aria-label="Next"
              disabled={index === last}
              onClick={(e) => go(e.currentTarget, nextMedia(index, items.length), '.arrow.prev')}
            >
              ›
            </button>
            <span className="counter" aria-live="polite">
              {label(items, index)}
            </span>
          </>
        )}
      </div>
    </div>
  );
}

function Thumbnails({ items, index, onChoose }: { items: MediaItem[]; index: number; onChoose: (index: number) => void }) {
  return (
    <ul className="thumbs" part="thumbnails" aria-label="Product media">
      {items.map((item, i) => (
        <li key={item.kind + item.path}>
          <button
            type="button"
            className={`thumb ${i === index ? 'selected' : ''}`}
            aria-label={label(items, i)}
            aria-current={i === index ? 'true' : undefined}
            data-kind={item.kind}
            onClick={() => onChoose(i)}
          >
            <ProductImage path={item.thumbnail} place="thumb" alt="" loading="lazy" />
            {item.kind === 'video' && (
              <span className="play-mark" aria-hidden="true">
                ▶
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

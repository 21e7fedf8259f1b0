// One product card (docs/screens.md#product-card), used by <trini-product-card> and rendered directly (as a React
// component, not a nested element) by every product list.
import { ProductImage } from '../shared/ProductImage.js';
import { useId, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { Product } from '../../domain/types.js';
import { formatTT } from '../../domain/money.js';
import { shownPrice } from '../../domain/pricing.js';
import { links, mediaUrl } from '../../runtime/links.js';
import { attributeToShop } from '../../state/attribution.js';
import { $playingVideo, playVideo, stopVideo } from './playing-video.js';
import { CardVideo } from './CardVideo.js';
import { Stars } from './Stars.js';
import { useCardAdd } from './useCardAdd.js';
import type { OptionsDialogProps } from './OptionsDialog.js';
import { CloseIcon } from '../icons.js';
import { LeafIcon, PlayIcon, TruckIcon } from './icons.js';

export interface ProductCardProps {
  product: Product;
  /** A partner shop the sale is attributed to (docs/screens.md#quick-order ShopNo). */
  shopNo?: number | undefined;
  /** Image beside the text, for narrow columns and buy buttons on partner pages. */
  compact?: boolean;
  /** Options chosen in the card (its dialog) instead of on the product page: a standalone card, the buy button. */
  chooser?: ((props: OptionsDialogProps) => ReactNode) | undefined;
  /** After an accepted add (the buy button opens the cart). */
  onAdded?: (() => void) | undefined;
  /** The free-delivery badge's words by the shop's delivery rates (domain/free-delivery-badge.ts), null for none. */
  freeDelivery: string | null;
}

export function ProductCard({ product, shopNo, compact = false, chooser, onAdded, freeDelivery }: ProductCardProps) {
  const videoId = useId();
  const playing = useStore($playingVideo) === videoId;
  const [imageFailed, setImageFailed] = useState(false);
  const { added, caption, add, choosing, chosen } = useCardAdd(product, shopNo, !!chooser, onAdded);
  const href = links.product(product.ProductNo);
  const image = product.ImageFilePathThumbnail || product.ImageFilePath || product.Thumbnail;
  const hasVideo = !compact && !!product.VideoFileName;
  const soldOut = product.IsSoldOut === 1;
  const follow = () => attributeToShop(shopNo);
  const { now, was } = shownPrice(product);

  return (
    <article className={compact ? 'card compact' : 'card'} part="card" data-product-no={product.ProductNo}>
      <div className="media" part="media">
        {playing ? (
          <CardVideo src={mediaUrl(product.VideoFileName)} label={`Video of ${product.ProductName}`} />
        ) : (
          <a className="thumb" part="image" href={href} onClick={follow} tabIndex={-1} aria-hidden="true">
            {image && !imageFailed ? (
              <ProductImage path={image} place="card" alt="" loading="lazy" decoding="async" width={300} height={300} onError={() => setImageFailed(true)} />
            ) : (
              <LeafIcon className="placeholder" />
            )}
          </a>
        )}
        {product.RibbonText && !playing && (
          <span className="ribbon" part="ribbon">
            {product.RibbonText}
          </span>
        )}
        {soldOut && !playing && (
          <span className="sold-out" part="sold-out">
            Sold out
          </span>
        )}
        {hasVideo && (
          <button
            type="button"
            className="video-toggle"
            part="video-toggle"
            aria-pressed={playing}
            aria-label={playing ? `Close video of ${product.ProductName}` : `Play video of ${product.ProductName}`}
            onClick={() => (playing ? stopVideo(videoId) : playVideo(videoId))}
          >
            {playing ? <CloseIcon /> : <PlayIcon />}
          </button>
        )}
      </div>
      <div className="body">
        <h3 className="name" part="name">
          <a href={href} onClick={follow}>
            {product.ProductName}
          </a>
        </h3>
        {product.Rating > 0 && <Stars rating={product.Rating} count={product.ReviewCount} />}
        <p className="prices">
          <span className="price" part="price">
            {formatTT(now)}
          </span>
          {was !== null && (
            <s className="list-price" part="list-price">
              <span className="visually-hidden">Was </span>
              {formatTT(was)}
            </s>
          )}
        </p>
        {freeDelivery && (
          <p className="free-delivery" part="free-delivery">
            <TruckIcon />
            {freeDelivery}
          </p>
        )}
        <button type="button" className={added ? 'add added' : 'add'} part="add-button" aria-label={`${caption}: ${product.ProductName}`} onClick={add}>
          {caption}
        </button>
      </div>
      {choosing && chooser?.({ product, onDone: chosen })}
    </article>
  );
}

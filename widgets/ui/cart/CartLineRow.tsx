// One line of the cart page (docs/screens.md#cart-page): image, name, colour and/or size, line total, discount
// percent, minus (only above 1, docs/domain.md#cart) and plus, quantity, delete. Prices are the domain's (docs/domain.md#constants).
import type { CartLine } from '../../domain/types.js';
import { formatTT, timesQuantity } from '../../domain/money.js';
import { bundleSizeFor } from '../../domain/pricing.js';
import { $cart, remove } from '../../state/cart.js';
import { removedText } from '../../domain/cart-announcements.js';
import { announce } from '../../state/announcer.js';
import { QuantityStepper } from '../shared/QuantityStepper.js';
import { links, mediaUrl } from '../../runtime/links.js';
import { cartOptionText } from '../../domain/option-kind.js';
import { TrashIcon } from '../cart-panel/icons.js';

export function CartLineRow({ line, onRemoved }: { line: CartLine; onRemoved: () => void }) {
  const option = { Color: line.Color, Size: line.Size };
  const options = cartOptionText(line);
  const image = line.ImageFilePathThumbnail || line.ImageFilePath;
  const href = links.product(line.ProductNo);
  const gross = timesQuantity(line.SalesPrice, line.Quantity);
  const bundle = bundleSizeFor(line, line.Quantity);
  const name = line.ProductName;

  return (
    <li className="cart-line" part="line">
      <a className="line-image" href={href} tabIndex={-1} aria-hidden="true">
        {image ? <img src={mediaUrl(image)} alt="" width="96" height="96" loading="lazy" /> : null}
      </a>
      <div className="line-info">
        <a className="line-name" part="line-name" href={href}>
          {name}
        </a>
        {options && <p className="line-option">{options}</p>}
        <p className="unit-price">{formatTT(line.SalesPrice)} each</p>
        {line.Discount > 0 && (
          <p className="line-deal" part="discount">
            {line.DiscountPercent}% off
          </p>
        )}
        {bundle !== null && <p className="line-deal">Buy {bundle} price</p>}
      </div>
      <QuantityStepper line={line} />
      <p className="line-total" part="line-total">
        {line.TotalAmount < gross && (
          <s className="was">
            <span className="visually-hidden">Was </span>
            {formatTT(gross)}
          </s>
        )}
        {/* The cart panel's part names too, so one partner stylesheet themes both lines. */}
        <span className="price" part="line-price">
          {formatTT(line.TotalAmount)}
        </span>
      </p>
      <button
        type="button"
        className="ghost delete"
        part="delete-button remove-button"
        aria-label={`Remove ${name} from cart`}
        onClick={() => {
          remove(line.ProductNo, option);
          announce(removedText(name, $cart.get()));
          onRemoved();
        }}
      >
        <TrashIcon />
      </button>
    </li>
  );
}

// One cart line in the slide-in panel (docs/screens.md#page-shell): image, name clamped to 2 lines, colour/size, the
// quantity stepper of the cart page, price, and a remove action (by product number, docs/domain.md#cart).
import type { CartLine } from '../../domain/types.js';
import { formatTT } from '../../domain/money.js';
import { cartOptionText } from '../../domain/option-kind.js';
import { links, mediaUrl } from '../../runtime/links.js';
import { TrashIcon } from './icons.js';
import { QuantityStepper } from '../shared/QuantityStepper.js';

export function PanelLine({ line, onRemove }: { line: CartLine; onRemove: () => void }) {
  const image = line.ImageFilePathThumbnail || line.ImageFilePath;
  const option = cartOptionText(line);
  return (
    <li className="line" part="line">
      <a className="line-image" href={links.product(line.ProductNo)} tabIndex={-1} aria-hidden="true">
        {image ? <img src={mediaUrl(image)} alt="" width="64" height="64" loading="lazy" /> : null}
      </a>
      <div className="line-info">
        <a className="line-name" part="line-name" href={links.product(line.ProductNo)}>
          {line.ProductName}
        </a>
        {option && <p className="line-option">{option}</p>}
        <div className="line-price">
          <QuantityStepper line={line} />
          <span className="price" part="line-price">
            {formatTT(line.TotalAmount)}
          </span>
        </div>
      </div>
      <button type="button" className="ghost remove" part="remove-button" aria-label={`Remove ${line.ProductName} from cart`} onClick={onRemove}>
        <TrashIcon />
      </button>
    </li>
  );
}

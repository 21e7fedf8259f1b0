// The quick order's shopping cart table (docs/screens.md#quick-order): S.No, Image, Product Name/Desc, Barcode, editable
// Quantity, Unit Price, Total. Each cell carries its column name, so narrow containers stack a row.
import { maxLineQuantity } from '../../domain/stock.js';
import type { CartLine, Product } from '../../domain/types.js';
import type { LineOption } from '../../domain/cart.js';
import { formatTT } from '../../domain/money.js';
import { ITEM_SOLD_OUT } from '../../domain/messages.js';
import { optionLabel } from '../../domain/options.js';
import { mediaUrl } from '../../runtime/links.js';
import { QuantityInput } from './QuantityInput.js';

export interface QuickOrderCartProps {
  product: Product;
  line: CartLine | undefined; // undefined: sold out, nothing to order
  options: LineOption[];
  option: LineOption | undefined;
  onQuantity(quantity: number): void;
  onOption(option: LineOption): void;
}

export function QuickOrderCart({ product, line, options, option, onQuantity, onOption }: QuickOrderCartProps) {
  const chosen = options.findIndex((o) => optionLabel(o) === optionLabel(option ?? {}));
  return (
    <table className="cart-table" part="cart-table">
      <caption className="visually-hidden">Shopping cart</caption>
      <thead>
        <tr>
          <th scope="col">S.No</th>
          <th scope="col">Image</th>
          <th scope="col">Product Name/Desc</th>
          <th scope="col">Barcode</th>
          <th scope="col">Quantity</th>
          <th scope="col">Unit Price</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td data-label="S.No">1</td>
          <td data-label="Image" className="image-cell">
            <img src={mediaUrl(product.ImageFilePathThumbnail || product.ImageFilePath)} alt="" width="72" height="72" />
          </td>
          <td data-label="Product Name/Desc" className="name-cell">
            <span className="product-name">{product.ProductName}</span>
            {product.ProductDescription && <span className="product-desc">{product.ProductDescription}</span>}
            {options.length > 1 && (
              <label className="option-select">
                <span>Option</span>
                <select value={Math.max(chosen, 0)} onChange={(e) => onOption(options[Number(e.target.value)])}>
                  {options.map((o, i) => (
                    <option key={i} value={i}>
                      {optionLabel(o)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {!line && <span className="error sold-out">{ITEM_SOLD_OUT}</span>}
          </td>
          <td data-label="Barcode">{line?.Barcode || product.Barcode || '—'}</td>
          <td data-label="Quantity">
            <QuantityInput
              quantity={line?.Quantity ?? 1}
              label={`Quantity of ${product.ProductName}`}
              disabled={!line}
              max={maxLineQuantity(product)}
              onQuantity={onQuantity}
            />
          </td>
          <td data-label="Unit Price">{formatTT(product.SalesPrice)}</td>
          <td data-label="Total" className="price">
            {formatTT(line?.TotalAmount ?? 0)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

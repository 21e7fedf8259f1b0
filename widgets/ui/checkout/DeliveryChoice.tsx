// Deliver/Pickup (docs/screens.md#checkout; docs/domain.md#delivery-minimum): below the TT$500 item total Delivery is disabled with the domain's
// message; Pickup shows the outlet's address and a contact phone.
import { useId } from 'react';
import { deliveryMinimumText } from '../../domain/freight.js';
import { useShopSettings } from '../../state/shop.js';

export interface DeliveryChoiceProps {
  isPickup: boolean;
  deliveryAllowed: boolean;
  onChoose(pickup: boolean): void;
}

export function DeliveryChoice({ isPickup, deliveryAllowed, onChoose }: DeliveryChoiceProps) {
  const id = useId();
  const shop = useShopSettings();
  const pickup = shop.pickups[0];
  return (
    <fieldset className="delivery">
      <legend className="visually-hidden">Deliver or Pickup</legend>
      <div className="options">
        <label className="option">
          <input
            type="radio"
            name={`${id}-delivery`}
            checked={!isPickup}
            disabled={!deliveryAllowed}
            aria-describedby={deliveryAllowed ? undefined : `${id}-minimum`}
            onChange={() => onChoose(false)}
          />
          <span className="option-label">Delivery</span>
        </label>
        <label className="option">
          <input type="radio" name={`${id}-delivery`} checked={isPickup} onChange={() => onChoose(true)} />
          <span className="option-label">Pickup</span>
        </label>
      </div>
      {!deliveryAllowed && (
        <p className="note minimum" id={`${id}-minimum`} part="delivery-minimum">
          {deliveryMinimumText(shop.delivery.minimum)}
        </p>
      )}
      {isPickup && pickup && (
        <div className="note pickup" part="pickup">
          <p className="note-title">Pickup address</p>
          <p>{pickup.address}</p>
          <p>{pickup.hours}</p>
          {pickup.phone && (
            <p>
              Contact: <a href={`tel:${pickup.phone.replace(/[^\d+]/g, '')}`}>{pickup.phone}</a>
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}

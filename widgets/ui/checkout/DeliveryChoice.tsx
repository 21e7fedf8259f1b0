// Deliver/Pickup (docs/screens.md#checkout; docs/domain.md#delivery-minimum): below the TT$500 item total Delivery is disabled with the domain's
// message; Pickup shows the outlet's address and a contact phone.
import { useId } from 'react';
import { deliveryMinimumMessage } from '../../domain/freight.js';
import { SHOP_INFO } from '../../domain/shop-info.js';

export interface DeliveryChoiceProps {
  isPickup: boolean;
  deliveryAllowed: boolean;
  onChoose(pickup: boolean): void;
}

export function DeliveryChoice({ isPickup, deliveryAllowed, onChoose }: DeliveryChoiceProps) {
  const id = useId();
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
          {deliveryMinimumMessage}
        </p>
      )}
      {isPickup && (
        <div className="note pickup" part="pickup">
          <p className="note-title">Pickup address</p>
          <p>{SHOP_INFO.pickup.address}</p>
          <p>{SHOP_INFO.pickup.hours}</p>
          <p>
            Contact: <a href={`tel:${SHOP_INFO.pickup.phone.replace(/[^\d+]/g, '')}`}>{SHOP_INFO.pickup.phone}</a>
          </p>
        </div>
      )}
    </fieldset>
  );
}

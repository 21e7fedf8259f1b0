// DESIGN §5: below the TT$500 item total delivery is not offered and pickup is chosen for the shopper.
// When a larger order makes delivery possible again, a pickup the rule chose (not the shopper) reverts.
import { useEffect, useRef } from 'react';
import { deliveryAllowed } from '../../domain/freight.js';

/** `active` is false while there is nothing to order (an empty cart keeps its settings). */
export function useDeliveryRule(itemTotal: number, isPickup: boolean, setPickup: (pickup: boolean) => void, active = true) {
  const allowed = deliveryAllowed(itemTotal);
  const chosenByRule = useRef(false);
  useEffect(() => {
    if (!active) return;
    if (!allowed && !isPickup) {
      chosenByRule.current = true;
      setPickup(true);
    } else if (allowed && isPickup && chosenByRule.current) {
      chosenByRule.current = false;
      setPickup(false);
    }
  }, [active, allowed, isPickup, setPickup]);

  /** The shopper's own choice: the rule no longer reverts it. */
  const choose = (pickup: boolean) => {
    chosenByRule.current = false;
    setPickup(pickup);
  };
  return { deliveryAllowed: allowed, choose };
}

import { useEffect, useRef, useState } from 'react';
import type {} from 'trini-storefront/react';
import type { CartChangeDetail, TriniProductCardElement } from 'trini-storefront';
import { whenReady } from 'trini-storefront/when-ready';

export function Shop({ productNos }: { productNos: number[] }) {
  const [index, setIndex] = useState(0);
  const [status, setStatus] = useState('loading');
  const [added, setAdded] = useState('nothing yet');
  const [units, setUnits] = useState(0);
  const [orderNo, setOrderNo] = useState<number>();
  const card = useRef<TriniProductCardElement>(null);

  useEffect(() => {
    // The app may render before the loader has defined the tag: card.current.ready is not there yet.
    let mounted = true;
    whenReady(card.current!).then(() => mounted && setStatus('ready'));
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    // trini-cart-change is dispatched on document, not on an element.
    const onCartChange = (event: CustomEvent<CartChangeDetail>) => setUnits(event.detail.quantity);
    document.addEventListener('trini-cart-change', onCartChange);
    return () => document.removeEventListener('trini-cart-change', onCartChange);
  }, []);

  return (
    <section>
      <p id="status">{status}</p>
      <button type="button" onClick={() => setIndex((i) => (i + 1) % productNos.length)}>
        Next product
      </button>
      <trini-product-card
        ref={card}
        product-no={productNos[index]}
        shop-no={21}
        compact
        ontrini-add-to-cart={(event) => setAdded(`${event.detail.quantity} x ${event.detail.productName}`)}
        ontrini-error={(event) => event.detail.reason === 'product-not-found' && setStatus('gone')}
      />
      <p id="added">{added}</p>
      <p id="units">{units}</p>
      <trini-quick-order product-no="68" shop-no={21} ontrini-order-placed={(event) => setOrderNo(event.detail.orderNo)} />
      <p id="order">{orderNo ?? 'no order yet'}</p>
    </section>
  );
}

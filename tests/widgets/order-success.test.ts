// @vitest-environment happy-dom
// <trini-order-success>: the message (with the order number left by the checkout), Continue to /home
// and the automatic redirect to / after 3000 ms.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { mount, shadow } from './mount.js';
import { captureNavigation } from './checkout-fakes.js';

await import('../../widgets/index.js');

afterEach(async () => {
  await act(async () => {
    document.body.innerHTML = '';
  });
  sessionStorage.clear();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('<trini-order-success>', () => {
  it('shows the message, the order number once, and Continue to /home', async () => {
    captureNavigation();
    sessionStorage.setItem('lastOrder', '1001');
    const root = shadow(await mount('<trini-order-success></trini-order-success>'));
    expect(root.querySelector('[part="message"]')!.textContent).toBe('Your order has been successfully placed!');
    expect(root.querySelector('[part="order-number"]')!.textContent).toBe('Your order number is #1001.');
    const cont = root.querySelector('[part="continue"]')!;
    expect(cont.textContent).toBe('Continue');
    expect(cont.getAttribute('href')).toBe('/home');
    expect(sessionStorage.getItem('lastOrder')).toBeNull();

    await act(async () => {
      document.body.innerHTML = '';
    });
    const again = shadow(await mount('<trini-order-success></trini-order-success>'));
    expect(again.querySelector('[part="order-number"]')).toBeNull();
  });

  it('redirects to / after 3 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const navigations = captureNavigation();
    await mount('<trini-order-success></trini-order-success>');
    await act(async () => {
      vi.advanceTimersByTime(2999);
    });
    expect(navigations).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(navigations).toEqual(['/']);
  });
});

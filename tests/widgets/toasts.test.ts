// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, mount, shadow } from './mount.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('snack bars', () => {
  it('dismiss after 5 s', async () => {
    vi.useFakeTimers();
    const { $toasts, showToast } = await import('../../widgets/state/toasts.js');
    showToast('Item Added To Cart');
    showToast('Item is sold out. Please select other item', { ok: true });
    expect($toasts.get().map((t) => t.ok)).toEqual([false, true]);
    vi.advanceTimersByTime(4999);
    expect($toasts.get()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('render top-right in one <trini-toasts> host in <body>, with an Ok action', async () => {
    await import('../../widgets/index.js');
    await mount('<trini-cart-button></trini-cart-button>'); // the first widget starts the runtime
    const { $toasts, showToast } = await import('../../widgets/state/toasts.js');
    await act(async () => {
      showToast('Item is sold out. Please select other item', { ok: true });
    });
    await flush();
    const hosts = document.querySelectorAll('trini-toasts');
    expect(hosts).toHaveLength(1);
    const toast = shadow(hosts[0]).querySelector('.toast')!;
    expect(toast.textContent).toContain('Item is sold out');
    await act(async () => {
      (toast.querySelector('button') as HTMLButtonElement).click();
    });
    expect($toasts.get()).toHaveLength(0);
    expect(shadow(hosts[0]).querySelector('.toast')).toBeNull();
  });
});

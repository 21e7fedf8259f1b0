// @vitest-environment happy-dom
// Staff stay signed in across tabs until the token expires (docs/back-office.md#admin-page): the token is kept in
// localStorage, an expired one is dropped, and a change in another tab is heard.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from './mount.js';
import { onStaffTokenChange, setStaffToken, staffToken } from '../../widgets/api/admin.js';

afterEach(() => localStorage.clear());
const now = () => Math.floor(Date.now() / 1000);

describe('the staff token', () => {
  it('is kept in localStorage, which every tab shares, until it expires', () => {
    const token = fakeJwt({ staff: true, exp: now() + 3600 });
    setStaffToken(token);
    expect(localStorage.getItem('trini-staff')).toBe(token);
    expect(staffToken()).toBe(token);
    setStaffToken(null);
    expect(staffToken()).toBeNull();
  });

  it('is dropped once expired', () => {
    localStorage.setItem('trini-staff', fakeJwt({ staff: true, exp: now() - 1 }));
    expect(staffToken()).toBeNull();
    expect(localStorage.getItem('trini-staff')).toBeNull();
  });

  it('tells the page when another tab signs in or out', () => {
    const heard = vi.fn();
    const stop = onStaffTokenChange(heard);
    window.dispatchEvent(new StorageEvent('storage', { key: 'trini-staff' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'cjwt' }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: 'trini-staff' }));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

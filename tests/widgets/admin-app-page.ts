// The back office in a widget test: <trini-admin-app> mounted and settled, and its tabs opened by their hash, as a
// click on a tab's link does.
import { act } from 'react';
import { mount } from './mount.js';
import { settle } from './fakes/page.js';

export async function mountAdmin(): Promise<HTMLElement> {
  const el = await mount('<trini-admin-app></trini-admin-app>');
  await settle();
  return el;
}

export async function openTab(hash: string): Promise<void> {
  await act(async () => {
    location.hash = hash;
    dispatchEvent(new HashChangeEvent('hashchange'));
  });
  await settle();
}

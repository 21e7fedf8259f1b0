// Debian's Chromium as the browser tests run it: headless, with no background traffic (there is no internet here).
// The tests drive Debian's headless shell (package chromium-headless-shell): the same Blink and V8 as /usr/bin/chromium,
// without the browser's windows and UI, at about half the CPU per new context and page (the e2e files open hundreds).
// Lighthouse and the interaction benchmark keep the full browser (scripts/bench), as a shopper's phone runs it.
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-quic',
];

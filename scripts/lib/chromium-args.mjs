// How the tests and the bench start Debian's Chromium: headless, without a sandbox (containers),
// a GPU, QUIC or background traffic, so runs measure the site and nothing else.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

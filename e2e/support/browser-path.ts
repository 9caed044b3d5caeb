/** Debian's Chromium (scripts/browser-deps.mjs installs it); nothing in the harness downloads a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** The flags every Chromium of the harness and of the web benchmark runs with. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

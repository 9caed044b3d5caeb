/** Where people open the public site and the staff console once the server listens on host and port. */
export function startAddresses(host: string, port: number): { site: string; console: string } {
  // A wildcard address is where the server listens, not one a browser can open; this machine answers on it.
  const shown = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host
  const site = `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}/`
  return { site, console: `${site}console/` }
}

/** The line logged when the server is up: both addresses, so nobody has to guess the console's. */
export function startBanner(host: string, port: number): string {
  const { site, console } = startAddresses(host, port)
  return `site at ${site} — staff console at ${console}`
}

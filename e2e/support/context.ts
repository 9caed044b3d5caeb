/** What the global setup hands to the test files (vitest's provide/inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A site server per worker slot, http://127.0.0.1:<port> (no trailing slash); see support/browser.ts baseUrl(). */
    baseUrls: string[]
  }
}

export {}

/** What the global setup hands to the test files (vitest's provide/inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The site server's address, http://127.0.0.1:<port> (no trailing slash). */
    baseUrl: string
  }
}

export {}

declare module 'vitest' {
  export interface ProvidedContext {
    /** layout.json of the running layout (deploy/tools/layout.ts LayoutState). */
    layoutFile: string
    /** The layout's database. */
    databaseUrl: string
  }
}
export {}

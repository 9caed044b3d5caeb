/** The constraint a PostgreSQL unique violation names (pg and PGlite alike), or null for another error. */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  const e = error as { code?: unknown; constraint?: unknown } | null
  return e?.code === '23505' ? { constraint: typeof e.constraint === 'string' ? e.constraint : '' } : null
}

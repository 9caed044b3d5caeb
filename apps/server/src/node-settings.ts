/** What the server's process is started with besides its script: environment and Node's flags. */
export interface NodeSettings {
  env: Record<string, string>
  flags: string[]
}

/**
 * Node's settings for a server on the embedded database (`databaseUrl` empty) or on PostgreSQL,
 * measured in docs/benchmarks.md ("Node's settings by database"):
 *
 * - Both: one malloc arena. glibc gives each thread that allocates (V8's compiler and collector
 *   threads, libuv's pool) an arena of its own and keeps what was freed in each. No Maglev (V8's
 *   middle compiler): what its compilations allocated stayed with malloc (+10 MB under load) for
 *   no throughput the benchmarks could see; the interpreter, Sparkplug and TurboFan remain.
 * - Embedded: PGlite's WebAssembly memory, module and files (~40 MB) live in this process, so V8
 *   optimises for size (its heap stays near what is live, at the price of far more collections),
 *   and PGlite's module is compiled once by the baseline compiler (`--liftoff-only`).
 * - PostgreSQL: the process has that room, and spends it on a young generation of up to 8 MB a
 *   semi-space, where a request's objects die instead of being promoted, and an old generation
 *   allowed 30 % over what is live before a full collection. With the embedded settings the same
 *   server spent two thirds of an uncached list request's CPU collecting, and served a fifth to a
 *   third fewer cached answers a second.
 */
export function nodeSettings(databaseUrl: string | undefined): NodeSettings {
  const env = { MALLOC_ARENA_MAX: '1' }
  return databaseUrl
    ? { env, flags: ['--max-semi-space-size=8', '--heap-growing-percent=30', '--no-maglev'] }
    : { env, flags: ['--liftoff-only', '--max-semi-space-size=8', '--optimize-for-size', '--no-maglev'] }
}

/** What the server's process is started with besides its script: environment and Node's flags. */
export interface NodeSettings {
  env: Record<string, string>
  flags: string[]
}

/**
 * Node's settings for a server on the embedded database (`databaseUrl` empty) or on PostgreSQL,
 * measured in docs/benchmarks.md ("Node's settings by database" and "One file instead of a thousand
 * modules"):
 *
 * - Both: one malloc arena. glibc gives each thread that allocates (V8's compiler and collector
 *   threads, libuv's pool) an arena of its own and keeps what was freed in each. No Maglev (V8's
 *   middle compiler): what its compilations allocated stayed with malloc (+10 MB under load) for
 *   no throughput the benchmarks could see; the interpreter, Sparkplug and TurboFan remain. A young
 *   generation of its own size (`--max-semi-space-size`), where a request's objects die instead of
 *   being promoted, and an old generation allowed 30 % over what is live before a full collection.
 *   `--optimize-for-size` is not used: it holds the young generation to 1 MB whatever is asked, so
 *   the objects of the requests in flight were promoted and the old generation collected every
 *   200 ms, two thirds of an uncached request's CPU; and about one start in four ran with its old
 *   generation at its limit, at half the cached answers a second.
 * - Embedded: PGlite's WebAssembly memory, module and files (~40 MB) live in this process, so its
 *   young generation is half PostgreSQL's (4 MB a semi-space: 8 cost 5–9 MB more under load), and
 *   PGlite's module is compiled once by the baseline compiler (`--liftoff-only`).
 */
export function nodeSettings(databaseUrl: string | undefined): NodeSettings {
  const env = { MALLOC_ARENA_MAX: '1' }
  const heap = ['--heap-growing-percent=30', '--no-maglev']
  return databaseUrl
    ? { env, flags: ['--max-semi-space-size=8', ...heap] }
    : { env, flags: ['--liftoff-only', '--max-semi-space-size=4', ...heap] }
}

/**
 * The part of autocannon 9's programmatic API the benchmark uses. The package ships no types and
 * @types/autocannon is not installed; declaring the few fields here keeps bench/ type-checked
 * without adding a dependency.
 */
declare module 'autocannon' {
  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p2_5: number
    p50: number
    p75: number
    p90: number
    p97_5: number
    p99: number
    p99_9: number
  }

  export interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | undefined
  }

  export interface Options {
    url: string
    connections?: number
    duration?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    body?: string | Buffer
    requests?: Request[]
  }

  export interface Result {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void
  }

  function autocannon(options: Options): Instance
  export default autocannon
}

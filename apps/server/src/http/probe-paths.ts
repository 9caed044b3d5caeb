/**
 * The operator's endpoints: liveness, readiness and the Prometheus metrics. They are answered while
 * the server closes and are not logged per request; whatever else turns requests away (overload
 * shedding, rate limits) must let them through, or an orchestrator would take a busy instance for a
 * dead one.
 */
export const PROBE_PATHS = ['/healthz', '/readyz', '/metrics'] as const

export type ProbePath = (typeof PROBE_PATHS)[number]

/** Whether a route pattern (request.routeOptions.url) is one of the probes. */
export function isProbePath(route: string | undefined): route is ProbePath {
  return (PROBE_PATHS as readonly (string | undefined)[]).includes(route)
}

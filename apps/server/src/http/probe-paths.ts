/**
 * The paths an orchestrator or a monitor polls to learn whether this instance lives, can serve and
 * how it does. They are answered whatever the load: refusing them under pressure would make a busy
 * instance look dead, and it would be restarted exactly when it is needed most.
 */
export const PROBE_PATHS = ['/healthz', '/readyz', '/metrics'] as const

/**
 * At most `perHost` requests at a time to one host (name and port), however many links a run checks:
 * the checker must never flood a partner's site, which is what people hold against WordPress's
 * Broken Link Checker. Waiting requests go in the order they asked.
 */
export function hostLimiter(perHost: number) {
  const hosts = new Map<string, { active: number; waiting: (() => void)[] }>()
  return async function limited<T>(host: string, work: () => Promise<T>): Promise<T> {
    let slot = hosts.get(host)
    if (!slot) {
      slot = { active: 0, waiting: [] }
      hosts.set(host, slot)
    }
    const s = slot
    if (s.active >= perHost) await new Promise<void>((resolve) => s.waiting.push(resolve))
    else s.active += 1
    try {
      return await work()
    } finally {
      const next = s.waiting.shift()
      // The slot passes straight to the next waiter, so a newcomer cannot slip in between.
      if (next) next()
      else {
        s.active -= 1
        if (s.active === 0) hosts.delete(host)
      }
    }
  }
}

export type HostLimiter = ReturnType<typeof hostLimiter>

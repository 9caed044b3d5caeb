import { Histogram, Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { parseSamples, sampleValue } from '../test/prometheus-text.js'
import { DurationHistogram } from './duration-histogram.js'

const BUCKETS = [0.005, 0.01, 0.1, 1]
const NAME = 'ibr_test_duration_seconds'

describe('DurationHistogram', () => {
  it('prints what prom-client’s Histogram prints for the same observations', async () => {
    const ours = new Registry()
    const theirs = new Registry()
    const histogram = new DurationHistogram(NAME, 'Test durations.', BUCKETS, ours)
    const reference = new Histogram({
      name: NAME,
      help: 'Test durations.',
      labelNames: ['method', 'route', 'status'],
      buckets: BUCKETS,
      registers: [theirs],
    })
    const observations: [string, string, string, number][] = [
      ['POST', '/api/home/news', '200', 0.0002],
      ['POST', '/api/home/news', '200', 0.005],
      ['POST', '/api/home/news', '200', 0.0051],
      ['POST', '/api/home/news', '200', 3],
      ['GET', '/api/file/:id', '404', 0.05],
      ['POST', '/api/home/news', '500', 1],
    ]
    for (const [method, route, status, seconds] of observations) {
      histogram.observe(histogram.series({ method, route, status }), seconds)
      reference.observe({ method, route, status }, seconds)
    }
    const byLine = (text: string) => parseSamples(text).map((s) => JSON.stringify([s.name, Object.entries(s.labels).sort(), s.value]))
    const printed = await ours.metrics()
    expect(byLine(printed).sort()).toEqual(byLine(await theirs.metrics()).sort())
    expect(printed).toContain(`# TYPE ${NAME} histogram`)
    // The news route's four answers at 200: two within 5 ms (a bound counts what equals it), one past every bound.
    expect(printed).toContain(`${NAME}_bucket{method="POST",route="/api/home/news",status="200",le="0.005"} 2`)
    expect(printed).toContain(`${NAME}_bucket{method="POST",route="/api/home/news",status="200",le="+Inf"} 4`)
  })

  it('keeps one series per label set, which still counts after the registry is reset to zero', async () => {
    const registry = new Registry()
    const histogram = new DurationHistogram(NAME, 'Test durations.', BUCKETS, registry)
    const labels = { method: 'POST', route: '/api/article/list', status: '200' }
    const kept = histogram.series(labels)
    expect(histogram.series({ ...labels })).toBe(kept)
    histogram.observe(kept, 0.02)
    histogram.observe(kept, 0.02)
    registry.resetMetrics()
    const count = async () => sampleValue(parseSamples(await registry.metrics()), `${NAME}_count`, labels)
    expect(await count()).toBe(0)
    histogram.observe(kept, 0.02)
    expect(await count()).toBe(1)
  })
})

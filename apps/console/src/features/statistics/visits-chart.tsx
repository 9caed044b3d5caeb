import type { StatsSummaryRet } from '@ibr/contract/staff-client'
import { useEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import styles from './statistics.module.css'

interface VisitsChartProps {
  days: StatsSummaryRet['days']
  /** The chart's name for screen readers (the table beside it holds the figures). */
  label: string
  viewsLabel: string
  visitorsLabel: string
  locale: string
}

const HEIGHT = 240
const DAY = 86_400
const DAY_STEPS = [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 28 * DAY, 56 * DAY, 91 * DAY]
const token = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback

/**
 * Views and visitors per day as two lines (uPlot on a canvas, loaded with this screen only). The
 * canvas is drawn for the eye; its figures are in the table beside it, so it is one named image.
 */
export function VisitsChart({ days, label, viewsLabel, visitorsLabel, locale }: VisitsChartProps) {
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    // Days as UTC midnights, shown in UTC: a day of the site's zone stays that day wherever the reader is.
    const x = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000)
    const dayFormat = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric', timeZone: 'UTC' })
    const plot = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        scales: { y: { range: (_u, _min, max) => [0, Math.max(max, 1) * 1.1] } },
        axes: [
          {
            // Ticks on whole days only: a day is the finest figure there is.
            incrs: DAY_STEPS,
            space: 48,
            values: (_u, ticks) => ticks.map((t) => dayFormat.format(new Date(t * 1000))),
            stroke: token('--c-ink-soft', '#4a5a70'),
          },
          { stroke: token('--c-ink-soft', '#4a5a70') },
        ],
        series: [
          {},
          { label: viewsLabel, stroke: token('--c-navy', '#0b2a4a'), width: 2, points: { show: days.length <= 31 } },
          { label: visitorsLabel, stroke: token('--c-teal', '#0e7383'), width: 2, dash: [6, 4], points: { show: days.length <= 31 } },
        ],
      },
      [x, days.map((d) => d.views), days.map((d) => d.visitors)],
      el,
    )
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(el.clientWidth, 200), height: HEIGHT }))
    resize.observe(el)
    return () => {
      resize.disconnect()
      plot.destroy()
    }
  }, [days, locale, viewsLabel, visitorsLabel])
  return (
    <figure className={styles.chart}>
      <div ref={box} role="img" aria-label={label} className={styles.canvas} data-chart="visits" />
      <figcaption className={styles.legend} aria-hidden="true">
        <span className={styles.keyViews}>{viewsLabel}</span>
        <span className={styles.keyVisitors}>{visitorsLabel}</span>
      </figcaption>
    </figure>
  )
}

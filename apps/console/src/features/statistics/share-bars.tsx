import styles from './statistics.module.css'

export interface Share {
  id: string
  label: string
  views: number
}

interface ShareBarsProps {
  caption: string
  nameHeader: string
  viewsHeader: string
  shareHeader: string
  rows: readonly Share[]
  empty: string
  format: (n: number) => string
}

/**
 * Parts of a whole (languages, devices) as a table whose last column draws each share as a bar: the
 * chart and its table are one, read the same by eye and by screen reader.
 */
export function ShareBars({ caption, nameHeader, viewsHeader, shareHeader, rows, empty, format }: ShareBarsProps) {
  const total = rows.reduce((sum, r) => sum + r.views, 0)
  if (!total) return <p className={styles.none}>{empty}</p>
  return (
    <table className={styles.shares}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col" className={styles.number}>
            {viewsHeader}
          </th>
          <th scope="col">{shareHeader}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const share = Math.round((row.views / total) * 1000) / 10
          return (
            <tr key={row.id} data-share={row.id}>
              <th scope="row">{row.label}</th>
              <td className={styles.number}>{format(row.views)}</td>
              <td>
                <span className={styles.bar}>
                  <span className={styles.fill} style={{ width: `${share}%` }} aria-hidden="true" />
                  <span className={styles.percent}>{share}%</span>
                </span>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

import type { StatsSummaryRet } from '@ibr/contract/staff-client'
import type { KeyOf } from '@ibr/ui/define-messages'
import { lazy, Suspense } from 'react'
import { DataTable } from '../../components/data-table/data-table'
import type { Translate } from '../../i18n/use-t'
import { FigureSection } from './figure-section'
import type { messages } from './messages'
import { ShareBars } from './share-bars'
import { dayColumns, emptySearchColumns, pageColumns, referrerColumns, searchColumns, type Format } from './stats-columns'
import { downloadCsv } from './stats-csv'
import type { DayRange } from './stats-range'
import styles from './statistics.module.css'

// The chart's library is drawn only here: its own chunk, after the figures' tables.
const VisitsChart = lazy(() => import('./visits-chart').then((m) => ({ default: m.VisitsChart })))

interface StatsFiguresProps {
  summary: StatsSummaryRet
  range: DayRange
  t: Translate<KeyOf<typeof messages>>
  locale: string
  busy: boolean
}

/** Every figure of a period: totals, the chart with its table, then each table with its CSV. */
export function StatsFigures({ summary, range, t, locale, busy }: StatsFiguresProps) {
  const number = new Intl.NumberFormat(locale)
  const format: Format = (n) => number.format(n)
  const none = <span>{t('stats.none')}</span>
  const csv = (name: string, title: string, headers: string[], rows: (string | number)[][]) => ({
    csvLabel: t('stats.csvOf', { table: title }),
    csvText: t('stats.csv'),
    onCsv: () => downloadCsv(name, range, headers, rows),
  })
  const site = summary.scope === 'site'
  const langName = (lang: string) => (lang === 'zh' || lang === 'en' ? t(`stats.lang.${lang}`) : lang)
  const screenName = (screen: 'phone' | 'tablet' | 'desktop') => t(`stats.screen.${screen}`)
  const views = t('stats.views')
  const visitors = t('stats.visitors')

  return (
    <div aria-busy={busy || undefined}>
      <dl className={styles.totals}>
        <div className={styles.total}>
          <dt>{views}</dt>
          <dd data-total="views">{format(summary.totals.views)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{visitors}</dt>
          <dd data-total="visitors">
            {format(summary.totals.visitors)}
            <span className={styles.totalNote}>{t('stats.visitorsNote')}</span>
          </dd>
        </div>
      </dl>

      <FigureSection
        title={t('stats.overTime')}
        {...csv(
          'views-per-day',
          t('stats.overTime'),
          [t('stats.day'), views, visitors],
          summary.days.map((d) => [d.day, d.views, d.visitors]),
        )}
      >
        <Suspense fallback={<div className={styles.chart} style={{ minHeight: 240 }} />}>
          <VisitsChart days={summary.days} label={t('stats.chartLabel')} viewsLabel={views} visitorsLabel={visitors} locale={locale} />
        </Suspense>
        <details className={styles.details}>
          <summary>{t('stats.showTable')}</summary>
          <DataTable label={t('stats.overTime')} columns={dayColumns(t, format)} rows={summary.days} rowId={(d) => d.day} empty={none} />
        </details>
      </FigureSection>

      <FigureSection
        title={t('stats.pages')}
        {...csv(
          'top-pages',
          t('stats.pages'),
          [t('stats.page'), t('stats.page'), views, visitors],
          summary.pages.map((p) => [p.title ?? '', p.page, p.views, p.visitors]),
        )}
      >
        <DataTable label={t('stats.pages')} columns={pageColumns(t, format)} rows={summary.pages} rowId={(p) => p.page} empty={none} />
      </FigureSection>

      {site && (
        <>
          <FigureSection
            title={t('stats.referrers')}
            {...csv(
              'referrers',
              t('stats.referrers'),
              [t('stats.host'), views],
              summary.referrers.map((r) => [r.host, r.views]),
            )}
          >
            <DataTable
              label={t('stats.referrers')}
              columns={referrerColumns(t, format)}
              rows={summary.referrers}
              rowId={(r) => r.host}
              empty={none}
            />
          </FigureSection>
          <div className={styles.pair}>
            <FigureSection
              title={t('stats.languages')}
              {...csv(
                'languages',
                t('stats.languages'),
                [t('stats.language'), views],
                summary.languages.map((l) => [langName(l.lang), l.views]),
              )}
            >
              <ShareBars
                caption={t('stats.languages')}
                nameHeader={t('stats.language')}
                viewsHeader={views}
                shareHeader={t('stats.share')}
                rows={summary.languages.map((l) => ({ id: l.lang, label: langName(l.lang), views: l.views }))}
                empty={t('stats.none')}
                format={format}
              />
            </FigureSection>
            <FigureSection
              title={t('stats.screens')}
              {...csv(
                'devices',
                t('stats.screens'),
                [t('stats.screen'), views],
                summary.screens.map((s) => [screenName(s.screen), s.views]),
              )}
            >
              <ShareBars
                caption={t('stats.screens')}
                nameHeader={t('stats.screen')}
                viewsHeader={views}
                shareHeader={t('stats.share')}
                rows={summary.screens.map((s) => ({ id: s.screen, label: screenName(s.screen), views: s.views }))}
                empty={t('stats.none')}
                format={format}
              />
            </FigureSection>
          </div>
          <FigureSection
            title={t('stats.emptySearches')}
            {...csv(
              'searches-no-results',
              t('stats.emptySearches'),
              [t('stats.query'), t('stats.emptyAsks')],
              summary.emptySearches.map((s) => [s.query, s.asks]),
            )}
          >
            <DataTable
              label={t('stats.emptySearches')}
              columns={emptySearchColumns(t, format)}
              rows={summary.emptySearches}
              rowId={(s) => s.query}
              empty={none}
            />
          </FigureSection>
          <FigureSection
            title={t('stats.topSearches')}
            {...csv(
              'top-searches',
              t('stats.topSearches'),
              [t('stats.query'), t('stats.asks'), t('stats.emptyAsks')],
              summary.searches.map((s) => [s.query, s.asks, s.empty]),
            )}
          >
            <DataTable
              label={t('stats.topSearches')}
              columns={searchColumns(t, format)}
              rows={summary.searches}
              rowId={(s) => s.query}
              empty={none}
            />
          </FigureSection>
        </>
      )}
    </div>
  )
}

import { STAFF_API, STATS_RANGE_MAX_DAYS } from '@ibr/contract/staff-client'
import { useSearchParams } from 'react-router'
import { CallError } from '../../components/call-error/call-error'
import { RadioGroupField } from '../../components/field/radio-group-field'
import { TextField } from '../../components/field/text-field'
import { PageHeading } from '../../components/page-heading/page-heading'
import { useLang, useMessages } from '../../i18n/use-t'
import { siteDay } from '../../lib/format-date'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useStaffQuery } from '../../lib/use-staff-query'
import { messages } from './messages'
import { StatsFigures } from './stats-figures'
import { lastDays, PRESETS, rangeProblem, type Preset } from './stats-range'
import styles from './statistics.module.css'

const isPreset = (value: string | null): value is Preset => (PRESETS as readonly (string | null)[]).includes(value)

/**
 * Readers' figures of a period (docs/statistics.md): the last 7, 30 or 90 days or two chosen dates,
 * kept in the address. Administrators see the whole site; an editor their sections' pages.
 */
export function StatisticsPage() {
  const t = useMessages(messages)
  const lang = useLang()
  useDocumentTitle(t('statistics.title'))
  const [params, setParams] = useSearchParams()
  const preset: Preset = isPreset(params.get('range')) ? (params.get('range') as Preset) : '30'
  const today = siteDay(new Date())
  const fallback = lastDays(30, today)
  const range =
    preset === 'custom'
      ? { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to }
      : lastDays(Number(preset), today)
  const problem = preset === 'custom' ? rangeProblem(range) : null
  const summary = useStaffQuery(problem ? null : STAFF_API.statsSummary, range, { keepPrevious: true })
  const set = (next: Record<string, string>) => setParams({ ...Object.fromEntries(params), ...next }, { replace: true })
  const problemText =
    problem && (problem.problem === 'tooLong' ? t('stats.tooLong', { days: STATS_RANGE_MAX_DAYS }) : t(`stats.${problem.problem}`))
  const data = summary.data

  return (
    <>
      <PageHeading intro={data?.scope === 'sections' ? t('stats.introSections') : t('stats.intro')}>{t('statistics.title')}</PageHeading>
      <div className={styles.toolbar}>
        <RadioGroupField
          label={t('stats.range')}
          name="range"
          value={preset}
          onChange={(value) => set(value === 'custom' ? { range: value, from: range.from, to: range.to } : { range: value })}
          options={PRESETS.map((id) => ({ id, label: t(id === 'custom' ? 'stats.custom' : `stats.last${id}`) }))}
        />
        {preset === 'custom' && (
          <div className={styles.dates}>
            <TextField
              type="date"
              name="from"
              label={t('stats.from')}
              value={range.from}
              onChange={(from) => set({ from })}
              error={problem?.field === 'from' ? problemText : null}
              className={styles.date}
            />
            <TextField
              type="date"
              name="to"
              label={t('stats.to')}
              value={range.to}
              onChange={(to) => set({ to })}
              error={problem?.field === 'to' ? problemText : null}
              className={styles.date}
            />
          </div>
        )}
      </div>
      {summary.error && <CallError error={summary.error} onRetry={summary.reload} />}
      {!data && !summary.error && !problem && <p role="status">{t('stats.loading')}</p>}
      {data && !problem && (
        <StatsFigures summary={data} range={range} t={t} locale={lang === 'zh' ? 'zh-CN' : 'en'} busy={summary.loading} />
      )}
    </>
  )
}

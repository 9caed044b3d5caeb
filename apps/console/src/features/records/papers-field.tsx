import { STAFF_API } from '@ibr/contract/staff-client'
import { useCallback, useState } from 'react'
import { Button } from '../../components/button/button'
import { SearchField } from '../../components/field/search-field'
import { useMessages } from '../../i18n/use-t'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useTypedSearch } from '../../lib/use-typed-search'
import styles from './records.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface PapersFieldProps {
  label: string
  value: number[]
  onChange: (ids: number[]) => void
  error?: string | null
}

/** A team's linked papers: the linked ones by title, and published papers found by words or DOI to link. */
export function PapersField({ label, value, onChange, error }: PapersFieldProps) {
  const t = useMessages(messages, shared)
  const [search, setSearch] = useState('')
  const apply = useCallback((words: string) => setSearch(words.trim()), [])
  const [typed, setTyped] = useTypedSearch(search, apply)
  const linked = useStaffQuery(value.length > 0 ? STAFF_API.teamPapers : null, { ids: value })
  const found = useStaffQuery(search ? STAFF_API.teamPapers : null, { search })
  const titleOf = (id: number) => linked.data?.list.find((p) => p.id === id)
  return (
    <fieldset className={styles.group} data-field="paperIds">
      <legend className={styles.legend}>{label}</legend>
      {value.length === 0 && <p className={styles.muted}>{t('records.papers.none')}</p>}
      <ul className={styles.papers} aria-label={t('records.papers.linked')}>
        {value.map((id) => {
          const paper = titleOf(id)
          return (
            <li key={id} data-paper={id}>
              <span>{paper ? `${paper.title}${paper.year ? ` (${paper.year})` : ''}` : `#${id}`}</span>
              <Button
                size="small"
                variant="quiet"
                aria-label={t('records.papers.unlink', { title: paper?.title ?? `#${id}` })}
                onPress={() => onChange(value.filter((v) => v !== id))}
              >
                {t('records.papers.unlinkShort')}
              </Button>
            </li>
          )
        })}
      </ul>
      <SearchField label={t('records.papers.search')} value={typed} onChange={setTyped} onSubmit={(words) => setSearch(words.trim())} />
      {found.data && (
        <ul className={styles.papers} aria-label={t('records.papers.found')}>
          {found.data.list.length === 0 && <li>{t('records.papers.noneFound')}</li>}
          {found.data.list.map((paper) => (
            <li key={paper.id}>
              <span>
                {paper.title} {paper.journal && <span className={styles.muted}>{paper.journal}</span>} {paper.year}
              </span>
              {value.includes(paper.id) ? (
                <span className={styles.muted}>{t('records.papers.isLinked')}</span>
              ) : (
                <Button
                  size="small"
                  aria-label={t('records.papers.link', { title: paper.title })}
                  onPress={() => onChange([...value, paper.id])}
                >
                  {t('records.papers.linkShort')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}

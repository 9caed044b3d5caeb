import { STAFF_API, type PinnedRow, type SectionOption } from '@ibr/contract/staff-client'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { Button } from '../../components/button/button'
import { CallError } from '../../components/call-error/call-error'
import { EmptyState } from '../../components/empty-state/empty-state'
import { SearchField } from '../../components/field/search-field'
import { SelectField } from '../../components/field/select-field'
import { Loading } from '../../components/loading/loading'
import { toastError, toastSuccess } from '../../components/toast/toasts'
import { useLang, useMessages } from '../../i18n/use-t'
import { formatDateTime } from '../../lib/format-date'
import { useSections } from '../../lib/use-sections'
import { useStaffMutation } from '../../lib/use-staff-mutation'
import { staffQueryKey, useStaffQuery } from '../../lib/use-staff-query'
import { useTypedSearch } from '../../lib/use-typed-search'
import { homeKeys } from './home-keys'
import styles from './home.module.css'
import { messages } from './messages'

/** The sections this person reviews, each under its parent, indented by depth in its label. */
function reviewable(sections: readonly SectionOption[]): { id: string; label: string; nested: boolean }[] {
  const depth = (section: SectionOption): number => {
    let d = 0
    for (let at = section.parentId; at !== null && d < 5; d++) at = sections.find((s) => s.id === at)?.parentId ?? null
    return d
  }
  return sections
    .filter((s) => s.review)
    .map((s) => ({ id: String(s.id), label: `${'— '.repeat(depth(s))}${s.name}`, nested: s.parentId !== null }))
}

/**
 * Which items are pinned ("picked") in a section the person reviews: pin a published item, unpin one.
 * Pins have no order of their own (the site lists pinned items newest first), so there is none to set.
 */
export function PinnedSection() {
  const t = useMessages(messages)
  const lang = useLang()
  const sections = useSections()
  const choices = useMemo(() => reviewable(sections.data?.sections ?? []), [sections.data])
  const [chosen, setChosen] = useState<string | null>(null)
  const [search, setSearch] = useState('')
  const [typed, setTyped] = useTypedSearch(search, setSearch)
  // Items are listed in a section's sub-entries rather than in the section itself: the first of those is where to start.
  const menuId = chosen ?? choices.find((c) => c.nested)?.id ?? choices[0]?.id ?? null
  const body = { menuId: menuId ?? '0', ...(search.trim() && { search: search.trim() }) }
  const loaded = useStaffQuery(menuId === null ? null : STAFF_API.pinnedList, body, { keepPrevious: true })
  const list = loaded.data
  const client = useQueryClient()
  // Every other cached question to the pins (another section, a search) is stale; this one takes the answer as it is.
  const pinning = useStaffMutation(STAFF_API.pinnedSet, { invalidates: homeKeys.pins })

  const setPinned = (item: PinnedRow, pinned: boolean, undoable = true) =>
    pinning.mutate(
      { menuId: menuId!, id: item.id, pinned },
      {
        onSuccess: (next) => {
          client.setQueryData(staffQueryKey(STAFF_API.pinnedList, lang, body), next)
          toastSuccess(
            t(pinned ? 'home.pinned' : 'home.unpinned', { title: item.title }),
            undoable ? { label: t('common.undo'), run: () => setPinned(item, !pinned, false) } : undefined,
          )
        },
        onError: (error) => toastError(error.message),
      },
    )

  if (sections.error) return <CallError error={sections.error} onRetry={sections.reload} />
  if (!sections.data) return <Loading />
  if (choices.length === 0) return <EmptyState>{t('home.noSections')}</EmptyState>
  const row = (item: PinnedRow, pinned: boolean) => (
    <li key={item.id} className={styles.pinRow}>
      <span className={styles.bannerText}>
        <span className={styles.bannerTitle}>{item.title}</span>
        <span className={styles.bannerMeta}>
          {t('home.publishedAt', { date: formatDateTime(item.publishAt, lang) })}
          {!item.visible && ` · ${t('home.notVisible')}`}
        </span>
      </span>
      <Button
        size="small"
        variant={pinned ? 'secondary' : 'primary'}
        onPress={() => setPinned(item, !pinned)}
        aria-label={t(pinned ? 'home.unpinLabel' : 'home.pinLabel', { title: item.title })}
      >
        {t(pinned ? 'home.unpin' : 'home.pin')}
      </Button>
    </li>
  )
  return (
    <>
      <p className={styles.help}>{t('home.pinnedIntro')}</p>
      <SelectField
        label={t('home.section')}
        name="section"
        options={choices}
        value={menuId ?? ''}
        onChange={(id) => {
          setChosen(id)
          setSearch('')
        }}
        className={styles.sectionChoice}
      />
      {loaded.error ? (
        <CallError error={loaded.error} onRetry={loaded.reload} />
      ) : !list ? (
        <Loading />
      ) : (
        <div className={styles.pinColumns}>
          <section aria-labelledby="pinned-now">
            <h3 id="pinned-now" className={styles.subTitle}>
              {t('home.pinnedListLabel')}
            </h3>
            {list.pinned.length === 0 ? (
              <EmptyState>{t('home.pinnedNone')}</EmptyState>
            ) : (
              <ul className={styles.pinList}>{list.pinned.map((item) => row(item, true))}</ul>
            )}
          </section>
          <section aria-labelledby="pin-candidates">
            <h3 id="pin-candidates" className={styles.subTitle}>
              {t('home.candidatesLabel')}
            </h3>
            <SearchField label={t('home.searchCandidates')} value={typed} onChange={setTyped} onSubmit={setSearch} />
            {list.candidates.length === 0 ? (
              <EmptyState>{t('home.candidatesNone')}</EmptyState>
            ) : (
              <ul className={styles.pinList}>{list.candidates.map((item) => row(item, false))}</ul>
            )}
          </section>
        </div>
      )}
    </>
  )
}

import type { Lang } from '@ibr/contract/lang'
import { CONTENT_LANGS, type LangState } from '@ibr/contract/staff-client'
import { useMessages } from '../../i18n/use-t'
import { langName } from './field-labels'
import styles from './state-badges.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

const TONE: Record<LangState, string | undefined> = {
  none: styles.stateNone,
  draft: styles.stateDraft,
  review: styles.stateReview,
  published: styles.statePublished,
}

/**
 * Where one language of an item stands, in words (colour only repeats them). In an archived item a
 * language last published is archived with it, not online.
 */
export function StateBadge({ lang, state, archived = false }: { lang: Lang; state: LangState; archived?: boolean }) {
  const t = useMessages(messages, shared)
  const offSite = archived && state === 'published'
  return (
    <span className={`${styles.badge} ${offSite ? styles.stateArchived : (TONE[state] ?? '')}`}>
      {t('langState.badge', { lang: langName(lang, t), state: offSite ? t('status.archived') : t(`langState.${state}`) })}
    </span>
  )
}

/**
 * Both languages' states, Chinese first. An archived item is off the site whatever its languages
 * last were: one neutral "Archived" stands for them, beside any language still in draft or review
 * (work that would bring it back when approved).
 */
export function StateBadges({ states, archived = false }: { states: Record<Lang, LangState>; archived?: boolean }) {
  const t = useMessages(messages, shared)
  const shown = archived ? CONTENT_LANGS.filter((lang) => states[lang] === 'draft' || states[lang] === 'review') : CONTENT_LANGS
  return (
    <span className={styles.badges}>
      {archived && <span className={`${styles.badge} ${styles.stateArchived}`}>{t('status.archived')}</span>}
      {shown.map((lang) => (
        <StateBadge key={lang} lang={lang} state={states[lang]} />
      ))}
    </span>
  )
}

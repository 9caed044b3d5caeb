import type { Lang } from '@ibr/contract/lang'
import { CONTENT_LANGS, type LangState } from '@ibr/contract/staff-client'
import { useMessages } from '../../i18n/use-t'
import { langName } from './field-labels'
import styles from './articles.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

const TONE: Record<LangState, string | undefined> = {
  none: styles.stateNone,
  draft: styles.stateDraft,
  review: styles.stateReview,
  published: styles.statePublished,
}

/** Where one language of an item stands, in words (colour only repeats them). */
export function StateBadge({ lang, state }: { lang: Lang; state: LangState }) {
  const t = useMessages(messages, shared)
  return (
    <span className={`${styles.badge} ${TONE[state] ?? ''}`}>
      {t('langState.badge', { lang: langName(lang, t), state: t(`langState.${state}`) })}
    </span>
  )
}

/** Both languages' states, Chinese first. */
export function StateBadges({ states }: { states: Record<Lang, LangState> }) {
  return (
    <span className={styles.badges}>
      {CONTENT_LANGS.map((lang) => (
        <StateBadge key={lang} lang={lang} state={states[lang]} />
      ))}
    </span>
  )
}

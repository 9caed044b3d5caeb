import type { Lang } from '@ibr/contract/lang'
import { CONTENT_KINDS, CONTENT_LANGS, FIELD_MAX, type ArticleEditable, type TranslatableField } from '@ibr/contract/staff-client'
import { Button } from '../../../components/button/button'
import { useMessages } from '../../../i18n/use-t'
import { BodyField } from './body-field'
import { langPath } from '../doc-fields'
import { fieldAnchor, type EditorFieldsProps } from './editor-fields'
import { EditorTextField } from './editor-text-field'
import { fieldLabel, langName } from '../field-labels'
import { StateBadge } from '../state-badges'
import styles from './editor.module.css'
import { messages } from '../messages'
import { messages as editorMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

interface TranslatableRowsProps extends EditorFieldsProps {
  /** The saved item (states, what is online, outdated fields); null for one not saved yet. */
  article: ArticleEditable | null
  /** "Still holds": the field of that language stays as it is, and is no longer marked. */
  onConfirm: (lang: Lang, field: TranslatableField) => void
}

const other = (lang: Lang): Lang => (lang === 'zh' ? 'en' : 'zh')

/**
 * The fields written once per language, a row each: Chinese on the left, English on the right (one
 * under the other on a narrow screen, Chinese first), so a translation is written beside its source.
 */
export function TranslatableRows({ doc, onChange, errors, article, onConfirm }: TranslatableRowsProps) {
  const t = useMessages(messages, editorMessages, shared)
  const kind = CONTENT_KINDS[doc.kind]
  return (
    <div className={styles.langGrid}>
      <div className={styles.langRow}>
        {CONTENT_LANGS.map((lang) => (
          <div key={lang} className={styles.langHead}>
            <h2 className={styles.langName}>{langName(lang, t)}</h2>
            {article && (
              <>
                <StateBadge lang={lang} state={article.states[lang]} archived={article.status === 'archived'} />
                <span className={styles.online}>{t(article.live[lang] ? 'editor.online' : 'editor.notOnline')}</span>
              </>
            )}
          </div>
        ))}
      </div>
      {kind.translatable.map((field) => (
        <div key={field} className={styles.langRow}>
          {CONTENT_LANGS.map((lang) => {
            const path = langPath(lang, field)
            const outdated = article?.outdated[lang].includes(field) ?? false
            const label = fieldLabel(path, t)
            const common = {
              label,
              name: path,
              value: doc[lang][field],
              onChange: (value: string) => onChange(path, value),
              lang,
              error: errors[path],
              isRequired: kind.required.includes(field),
              description: outdated ? t('editor.outdated', { lang: langName(other(lang), t) }) : undefined,
            }
            return (
              <div key={lang} className={styles.langCell} data-outdated={outdated || undefined} {...fieldAnchor(path)}>
                {field === 'body' ? (
                  <BodyField {...common} />
                ) : (
                  <EditorTextField {...common} multiline={field === 'subTitle'} maxLength={FIELD_MAX[field]} />
                )}
                {outdated && (
                  <Button
                    size="small"
                    className={styles.stillHolds}
                    onPress={() => onConfirm(lang, field)}
                    aria-label={t('editor.stillHoldsFor', { field: label })}
                  >
                    {t('editor.stillHolds')}
                  </Button>
                )}
              </div>
            )
          })}
        </div>
      ))}
    </div>
  )
}

import { RESEARCH_AREAS } from '@ibr/contract/enums'
import type { PaperImportPreviewRet } from '@ibr/contract/staff-client'
import { Checkbox } from 'react-aria-components'
import { Link } from 'react-router'
import { CheckboxGroupField } from '../../../components/field/checkbox-group-field'
import fieldStyles from '../../../components/field/field.module.css'
import { SelectField } from '../../../components/field/select-field'
import { useMessages } from '../../../i18n/use-t'
import { paths } from '../../../lib/paths'
import { choiceOptions } from '../choice-labels'
import { blockingProblems, type RowChoice } from './paper-import-rows'
import styles from './paper-import.module.css'
import { messages } from '../messages'
import { messages as paperImportMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

interface PaperPreviewTableProps {
  preview: PaperImportPreviewRet
  choices: readonly RowChoice[]
  onChange: (index: number, choice: RowChoice) => void
  /** Rows the import refused or that still need an area, with what to do. */
  rowErrors: ReadonlyMap<number, string>
}

/** Each entry read from the text: what it would become, a duplicate's warning, and the person's choices. */
export function PaperPreviewTable({ preview, choices, onChange, rowErrors }: PaperPreviewTableProps) {
  const t = useMessages(messages, paperImportMessages, shared)
  const areas = choiceOptions(RESEARCH_AREAS, t)
  const teams = preview.teams.map((team) => ({ value: String(team.id), label: team.name }))
  return (
    <div className={styles.previewScroll}>
      <table className={styles.previewTable}>
        <caption className="visually-hidden">{t('paperImport.tableLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('paperImport.colImport')}</th>
            <th scope="col">{t('paperImport.colPaper')}</th>
            <th scope="col">{t('paperImport.colChoices')}</th>
          </tr>
        </thead>
        <tbody>
          {preview.items.map((item, i) => {
            const choice = choices[i]!
            const blocking = blockingProblems(item)
            const dup = item.duplicateOf
            const set = (patch: Partial<RowChoice>) => onChange(i, { ...choice, ...patch })
            return (
              <tr key={item.index} className={choice.kept ? undefined : styles.previewSkipped}>
                <td>
                  <Checkbox
                    isSelected={choice.kept}
                    isDisabled={blocking.length > 0}
                    onChange={(kept) => set({ kept })}
                    className={fieldStyles.checkbox}
                    aria-label={t('paperImport.keep', { title: item.title })}
                  >
                    <span className={fieldStyles.box} aria-hidden="true">
                      {choice.kept ? '✓' : ''}
                    </span>
                  </Checkbox>
                </td>
                <td>
                  <p className={styles.previewTitle} lang={item.language === 'zh' ? 'zh-CN' : 'en'}>
                    {item.title}
                  </p>
                  <p className={styles.previewMeta}>{item.authors ?? t('paperImport.noAuthors')}</p>
                  <p className={styles.previewMeta}>
                    {[item.journal, item.year, item.doi && `doi:${item.doi}`].filter(Boolean).join(' · ')}
                  </p>
                  {dup && (
                    <p className={styles.previewWarning}>
                      {dup.id !== null ? (
                        <>
                          {t('paperImport.duplicateOf')} <Link to={paths.article.getHref(dup.id)}>{dup.title}</Link>
                        </>
                      ) : (
                        t('paperImport.duplicateInText', { n: (dup.index ?? 0) + 1 })
                      )}
                    </p>
                  )}
                  {blocking.length > 0 && (
                    <p className={styles.previewWarning}>
                      {t('paperImport.missing', { fields: blocking.map((f) => t(`field.${f}` as 'field.journal')).join(', ') })}
                    </p>
                  )}
                  {rowErrors.get(i) && <p className={styles.previewError}>{rowErrors.get(i)}</p>}
                </td>
                <td className={styles.previewChoices}>
                  <SelectField
                    label={t('field.researchArea')}
                    name={`researchArea-${i}`}
                    options={areas}
                    value={choice.researchArea}
                    onChange={(researchArea) => set({ researchArea })}
                  />
                  <details className={styles.previewTeams}>
                    <summary>{t('paperImport.teams', { count: choice.teamIds.length })}</summary>
                    <CheckboxGroupField
                      label={t('paperImport.teamsOf', { title: item.title })}
                      name={`teams-${i}`}
                      choices={teams}
                      value={choice.teamIds}
                      onChange={(teamIds) => set({ teamIds })}
                    />
                  </details>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

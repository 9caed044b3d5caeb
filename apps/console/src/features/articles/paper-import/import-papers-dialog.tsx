import { PAPER_IMPORT_TEXT_MAX, STAFF_API, type PaperImportPreviewRet, type SectionOption } from '@ibr/contract/staff-client'
import { useState } from 'react'
import { FileTrigger } from 'react-aria-components'
import { Button } from '../../../components/button/button'
import { DialogActions } from '../../../components/dialog/dialog-actions'
import { ModalDialog } from '../../../components/dialog/modal-dialog'
import { SelectField } from '../../../components/field/select-field'
import { FormStatus } from '../../../components/form-status/form-status'
import { showToast } from '../../../components/toast/toasts'
import { useMessages } from '../../../i18n/use-t'
import { useStaffMutation } from '../../../lib/use-staff-mutation'
import { articlesKeys } from '../articles-keys'
import { EditorTextField } from '../editor/editor-text-field'
import { importItems, initialChoices, rowsWithoutArea, type RowChoice } from './paper-import-rows'
import { PaperPreviewTable } from './paper-preview-table'
import styles from './paper-import.module.css'
import { messages } from '../messages'
import { messages as paperImportMessages } from './messages'
import { messages as shared } from '../../../i18n/shared/messages'

interface ImportPapersDialogProps {
  /** The paper sections this person may write in; the first is chosen at first. */
  sections: readonly SectionOption[]
}

/**
 * "Import papers": BibTeX or RIS pasted or read from a file, previewed by the server (duplicates,
 * teams, areas), then the kept entries made drafts in a paper section, all or none (the content list then asks again).
 */
export function ImportPapersDialog({ sections }: ImportPapersDialogProps) {
  const t = useMessages(messages, paperImportMessages, shared)
  const [isOpen, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [preview, setPreview] = useState<PaperImportPreviewRet | null>(null)
  const [choices, setChoices] = useState<RowChoice[]>([])
  const [section, setSection] = useState(String(sections[0]?.id ?? ''))
  const [problem, setProblem] = useState<string | null>(null)
  const [rowErrors, setRowErrors] = useState<Map<number, string>>(new Map())
  // The preview changes nothing, but is asked once per press like a change, never from a cache.
  const previewCall = useStaffMutation(STAFF_API.paperImportPreview, { invalidates: [] })
  const importCall = useStaffMutation(STAFF_API.paperImport, { invalidates: articlesKeys.created })
  const busy = previewCall.isPending || importCall.isPending

  const close = () => {
    setOpen(false)
    setText('')
    setPreview(null)
    setProblem(null)
    setRowErrors(new Map())
  }

  async function readFile(file: File | undefined) {
    if (!file) return
    const content = await file.text()
    if (content.length > PAPER_IMPORT_TEXT_MAX) return setProblem(t('paperImport.fileTooLarge'))
    setProblem(null)
    setText(content)
  }

  function showPreview() {
    if (!text.trim()) return setProblem(t('paperImport.textMissing'))
    previewCall.mutate(
      { text },
      {
        onSuccess: (answer) => {
          setPreview(answer)
          setChoices(initialChoices(answer.items))
          setProblem(answer.items.length === 0 ? t('paperImport.nothingRead') : null)
          setRowErrors(new Map())
        },
        onError: (error) => setProblem(error.message),
      },
    )
  }

  function runImport() {
    if (!preview) return
    const waiting = rowsWithoutArea(choices)
    if (waiting.length) {
      setRowErrors(new Map(waiting.map((i) => [i, t('paperImport.areaMissing')])))
      return setProblem(t('paperImport.areasMissing'))
    }
    const kept = importItems(preview.items, choices)
    if (kept.length === 0) return setProblem(t('paperImport.noneKept'))
    importCall.mutate(
      { menuId: Number(section), items: kept.map((k) => k.item) },
      {
        onSuccess: ({ created }) => {
          showToast('success', t('paperImport.done', { count: created.length }))
          close()
        },
        onError: (error) => {
          // The refusal names items.N.field: N counts the kept rows, so it is turned back into the row.
          const at = /^items\.(\d+)/.exec(error.field ?? '')
          const row = at ? kept[Number(at[1])]?.index : undefined
          setRowErrors(row === undefined ? new Map() : new Map([[row, error.message]]))
          setProblem(row === undefined ? error.message : t('paperImport.rowRefused', { n: row + 1, message: error.message }))
        },
      },
    )
  }

  const keptCount = choices.filter((c) => c.kept).length
  return (
    <>
      <Button onPress={() => setOpen(true)}>{t('paperImport.open')}</Button>
      <ModalDialog title={t('paperImport.title')} isOpen={isOpen} onOpenChange={(open) => (open ? setOpen(true) : close())} wide>
        {preview === null ? (
          <>
            <EditorTextField
              label={t('paperImport.text')}
              description={t('paperImport.textHelp')}
              name="text"
              value={text}
              onChange={(value) => {
                setText(value)
                setProblem(null)
              }}
              multiline
              maxLength={PAPER_IMPORT_TEXT_MAX}
            />
            <div className={styles.importFile}>
              <FileTrigger acceptedFileTypes={['.bib', '.ris', '.txt', 'text/plain']} onSelect={(list) => void readFile(list?.[0])}>
                <Button>{t('paperImport.chooseFile')}</Button>
              </FileTrigger>
            </div>
          </>
        ) : (
          <>
            <p>{t('paperImport.summary', { format: preview.format === 'ris' ? 'RIS' : 'BibTeX', count: preview.items.length })}</p>
            {preview.errors.length > 0 && (
              <ul className={styles.importErrors} aria-label={t('paperImport.errorsLabel')}>
                {preview.errors.map((e, i) => (
                  <li key={i}>{t('paperImport.errorLine', { line: e.line, message: e.message })}</li>
                ))}
              </ul>
            )}
            {preview.items.length > 0 && (
              <>
                <SelectField
                  label={t('paperImport.section')}
                  name="section"
                  options={sections.map((s) => ({ id: String(s.id), label: s.name }))}
                  value={section}
                  onChange={setSection}
                />
                <PaperPreviewTable
                  preview={preview}
                  choices={choices}
                  rowErrors={rowErrors}
                  onChange={(index, choice) => {
                    setChoices(choices.map((c, i) => (i === index ? choice : c)))
                    setRowErrors(new Map())
                    setProblem(null)
                  }}
                />
              </>
            )}
          </>
        )}
        <FormStatus error={problem} />
        <DialogActions>
          <Button onPress={close}>{t('common.cancel')}</Button>
          {preview === null ? (
            <Button variant="primary" isPending={busy} onPress={showPreview}>
              {t('paperImport.preview')}
            </Button>
          ) : (
            <>
              <Button onPress={() => setPreview(null)}>{t('paperImport.back')}</Button>
              <Button variant="primary" isPending={busy} isDisabled={keptCount === 0} onPress={runImport}>
                {t('paperImport.import', { count: keptCount })}
              </Button>
            </>
          )}
        </DialogActions>
      </ModalDialog>
    </>
  )
}

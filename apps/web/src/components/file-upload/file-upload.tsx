import type { UploadRet } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { useRef, useState, type DragEvent } from 'react'
import { settings } from '../../lib/settings'
import { currentLang, t } from '../../i18n'
import { api } from '../../lib/api'
import { ApiError } from '../../lib/api-client'
import { formatBytes } from '../../lib/format-bytes'
import { uploadFile } from '../../lib/upload-file'
import { toastError, toastSuccess } from '../toast/toasts'
import { checkFile } from './file-check'
import styles from './file-upload.module.css'
import { messages } from './messages'

const m = messages.t

export interface FileUploadProps {
  /** id of the file input, for the form's <label htmlFor>. */
  id: string
  /** Accepted extensions, e.g. ['.pdf', '.docx']. */
  accept: readonly string[]
  value: UploadRet | null
  onChange: (value: UploadRet | null) => void
  /** The form's own error for this field, shown by the form; marks the input invalid. */
  describedBy?: string
  invalid?: boolean
  /** Busy while a file is on its way, so the form can hold its submit button. */
  onBusyChange?: (busy: boolean) => void
  /** Largest file, when the form's own rule is stricter than the server's upload limit. */
  maxBytes?: number
}

/**
 * One file, chosen by click or dropped, checked here for type and size before it is sent, sent
 * with a progress bar, then shown with its size and a button that deletes the draft again.
 */
export function FileUpload({ id, accept, value, onChange, describedBy, invalid, onBusyChange, maxBytes }: FileUploadProps) {
  const limit = Math.min(maxBytes ?? settings.uploadMaxBytes, settings.uploadMaxBytes)
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [over, setOver] = useState(false)
  const abort = useRef<AbortController | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const types = accept.map((a) => a.slice(1).toUpperCase()).join(', ')
  const size = formatBytes(limit)
  const problemId = `${id}-problem`
  const limitsId = `${id}-limits`

  const busy = (value: boolean) => onBusyChange?.(value)
  async function send(file: File) {
    const issue = checkFile(file, accept, limit)
    if (issue) return setProblem(m(issue, { types, size }))
    setProblem(null)
    abort.current = new AbortController()
    setProgress({ name: file.name, fraction: 0 })
    busy(true)
    try {
      const draft = await uploadFile(file, {
        lang: currentLang,
        networkMessage: t('err.network'),
        signal: abort.current.signal,
        onProgress: (fraction) => setProgress({ name: file.name, fraction }),
      })
      onChange(draft)
      toastSuccess(t('toast.upload'))
    } catch (error) {
      if (error instanceof ApiError && error.code !== 'aborted') setProblem(error.message)
    } finally {
      setProgress(null)
      busy(false)
      if (input.current) input.current.value = ''
    }
  }

  async function remove() {
    if (!value) return
    try {
      await api.call(API.fileDelete, { fileId: value.fileId, token: value.token }, { quiet: true })
      toastSuccess(t('toast.delete'))
    } catch (error) {
      // Already gone (swept, or removed in another tab): forgetting it here is what the visitor wants.
      if (!(error instanceof ApiError && error.code === 'notFound')) {
        toastError(error instanceof ApiError ? error.message : t('err.network'))
        return
      }
    }
    onChange(null)
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    if (progress) return
    const files = event.dataTransfer.files
    if (files.length > 1) return setProblem(m('one'))
    if (files[0]) void send(files[0])
  }

  const described = [limitsId, problem ? problemId : null, describedBy].filter(Boolean).join(' ')
  return (
    <div className={styles.upload} data-upload={id}>
      {/* Always present, so the form's <label for> has its control; disabled while a file is held. */}
      <input
        ref={input}
        id={id}
        type="file"
        className="visually-hidden"
        accept={accept.join(',')}
        disabled={value !== null || progress !== null}
        aria-describedby={described}
        aria-invalid={invalid || problem ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) void send(file)
        }}
      />
      {value ? (
        <div className={styles.file} data-upload-done="">
          <span className={styles.name}>{value.name}</span>
          <span className={styles.size}>{formatBytes(value.size)}</span>
          <button type="button" className={styles.remove} onClick={remove} aria-label={m('removeNamed', { name: value.name })}>
            {m('remove')}
          </button>
        </div>
      ) : progress ? (
        <div className={styles.progressBox}>
          <span>{m('uploading', { name: progress.name })}</span>
          <progress className={styles.progress} max={100} value={Math.round(progress.fraction * 100)} aria-label={m('progress')} />
          <button type="button" className={styles.remove} onClick={() => abort.current?.abort()}>
            {m('cancel')}
          </button>
        </div>
      ) : (
        <label
          htmlFor={id}
          className={`${styles.drop} ${over ? styles.over : ''} ${invalid || problem ? styles.invalid : ''}`}
          onDragOver={(event) => {
            event.preventDefault()
            setOver(true)
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <span className={styles.icon} aria-hidden="true">
            ⇪
          </span>
          <span className={styles.prompt}>{m('prompt')}</span>
        </label>
      )}
      <p id={limitsId} className={styles.limits}>
        {m('limits', { types, size })}
      </p>
      {problem && (
        <p id={problemId} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}

import { SidePanel } from '../../components/side-panel/side-panel'
import { STAFF_API, type MediaFile } from '@ibr/contract/staff-client'
import { CallError } from '../../components/call-error/call-error'
import { useFileTypeName } from '../../components/picture-field/file-type-name'
import { Loading } from '../../components/loading/loading'
import { useLang, useMessages } from '../../i18n/use-t'
import { formatBytes } from '../../lib/format-bytes'
import { formatDateTime } from '../../lib/format-date'
import { useStaffQuery } from '../../lib/use-staff-query'
import { DeleteMedia } from './delete-media'
import { MediaEditForm } from './media-edit-form'
import styles from './media.module.css'
import { UsageList } from './usage-list'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

interface MediaDetailProps {
  id: string
  onClose: () => void
}

/** One file: what it is, its description and focal point, where it is used, and deleting it. */
export function MediaDetail({ id, onClose }: MediaDetailProps) {
  const t = useMessages(messages, shared)
  const detail = useStaffQuery(STAFF_API.mediaGet, { id }, { keepPrevious: true })
  return (
    <SidePanel title={detail.data?.file.name ?? t('media.detail.title')} closeLabel={t('media.detail.close')} onClose={onClose}>
      {detail.error ? (
        <CallError error={detail.error} onRetry={detail.reload} />
      ) : !detail.data ? (
        <Loading />
      ) : (
        <>
          <Preview file={detail.data.file} />
          <Facts file={detail.data.file} />
          <MediaEditForm key={JSON.stringify(detail.data.file)} file={detail.data.file} />
          <h3 className={styles.subheading}>{t('media.usages.title')}</h3>
          <UsageList usages={detail.data.usages} />
          <DeleteMedia file={detail.data.file} inUse={detail.data.usages.length > 0} onDeleted={onClose} />
        </>
      )}
    </SidePanel>
  )
}

/** A video plays here, a document opens; an image is shown by the focal point picker. */
function Preview({ file }: { file: MediaFile }) {
  const t = useMessages(messages, shared)
  if (file.kind === 'video')
    return <video className={styles.video} src={`${file.url}?inline=1`} controls preload="metadata" aria-label={file.name} />
  if (file.kind === 'document') {
    return (
      <a href={file.url} className={styles.open}>
        {t('media.open')}
      </a>
    )
  }
  return null
}

function Facts({ file }: { file: MediaFile }) {
  const t = useMessages(messages, shared)
  const lang = useLang()
  const typeName = useFileTypeName()
  return (
    <dl className={styles.facts}>
      <dt>{t('media.facts.type')}</dt>
      <dd>{typeName(file.mime)}</dd>
      <dt>{t('media.facts.size')}</dt>
      <dd>
        {formatBytes(file.size)}
        {file.width && file.height ? ` · ${t('media.dimensions', { width: file.width, height: file.height })}` : ''}
      </dd>
      <dt>{t('media.facts.uploaded')}</dt>
      <dd>
        {formatDateTime(file.createdAt, lang)}
        {file.uploadedBy ? ` · ${file.uploadedBy}` : ''}
      </dd>
      <dt>{t('media.facts.address')}</dt>
      <dd className={styles.address}>{file.url}</dd>
    </dl>
  )
}

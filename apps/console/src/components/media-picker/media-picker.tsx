import { STAFF_API, type MediaFile, type MediaKind } from '@ibr/contract/staff-client'
import { useCallback, useState } from 'react'
import { useMessages } from '../../i18n/use-t'
import { useInvalidate } from '../../lib/use-staff-mutation'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useTypedSearch } from '../../lib/use-typed-search'
import { AltTextForm } from '../alt-text/alt-text-form'
import { useCurrentAlt } from '../alt-text/alt-text-cache'
import { Button } from '../button/button'
import { CallError } from '../call-error/call-error'
import { DialogActions } from '../dialog/dialog-actions'
import { ModalDialog } from '../dialog/modal-dialog'
import { SearchField } from '../field/search-field'
import { Loading } from '../loading/loading'
import { MediaGrid } from '../media-grid/media-grid'
import { MediaUploader } from '../media-upload/media-uploader'
import { Pagination } from '../pagination/pagination'
import styles from './media-picker.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** What the picker hands back: enough to place the file in content. */
export interface PickedFile {
  id: string
  name: string
  url: string
  altZh: string
  altEn: string
  mime: string
}

interface MediaPickerProps {
  kind: MediaKind
  onPick: (file: PickedFile) => void
  onClose: () => void
}

const PAGE_SIZE = 12

const picked = ({ id, name, url, altZh, altEn, mime }: MediaFile): PickedFile => ({ id, name, url, altZh, altEn, mime })

/**
 * Chooses a file of one kind from the media library, or uploads one right there (the cover picture,
 * an image or a video in a body, an attachment). Mounted while it is open.
 */
export function MediaPicker({ kind, onPick, onClose }: MediaPickerProps) {
  const t = useMessages(messages, shared)
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const applySearch = useCallback((words: string) => {
    setSearch(words.trim())
    setPage(1)
  }, [])
  const [typed, setTyped] = useTypedSearch(search, applySearch)
  const [selected, setChosen] = useState<MediaFile | null>(null)
  // With the alt text given below, if it was missing: what is used is the file as it is now.
  const chosen = useCurrentAlt(selected) ?? null
  const list = useStaffQuery(
    STAFF_API.mediaList,
    { kind, page, pageSize: PAGE_SIZE, ...(search ? { search } : {}) },
    { keepPrevious: true },
  )
  const files = list.data?.list ?? []
  const pages = Math.ceil((list.data?.total ?? 0) / PAGE_SIZE)
  const choose = (id: string) => setChosen(files.find((f) => f.id === id) ?? chosen)
  const use = (file: MediaFile) => onPick(picked(file))
  const invalidate = useInvalidate()
  const uploaded = (file: MediaFile) => {
    setChosen(file)
    setSearch('')
    setTyped('')
    setPage(1)
    void invalidate([STAFF_API.mediaList])
  }
  const noAlt = chosen?.kind === 'image' && (!chosen.altZh.trim() || !chosen.altEn.trim())
  return (
    <ModalDialog title={t(`picker.title.${kind}`)} isOpen onOpenChange={(open) => !open && onClose()} wide>
      <div className={styles.body} data-prompt={noAlt || undefined}>
        <MediaUploader only={kind} onUploaded={uploaded} />
        <SearchField label={t('media.search')} value={typed} onChange={setTyped} onSubmit={(words) => setSearch(words.trim())} />
        {list.error ? (
          <CallError error={list.error} onRetry={list.reload} />
        ) : !list.data ? (
          <Loading />
        ) : (
          <>
            <MediaGrid
              label={t('media.gridLabel')}
              files={files}
              selectedId={chosen?.id ?? null}
              onSelect={choose}
              onAction={(id) => {
                const file = files.find((f) => f.id === id)
                if (file) use(file)
              }}
            />
            {pages > 1 && (
              <Pagination
                page={page}
                pageCount={pages}
                total={list.data.total}
                canPrevious={page > 1}
                canNext={page < pages}
                onPrevious={() => setPage((p) => p - 1)}
                onNext={() => setPage((p) => p + 1)}
              />
            )}
          </>
        )}
      </div>
      {/* Asked where the image is chosen, rather than refused at approval; outside the scrolling grid,
          beside the button that uses the image, so it is seen however far down the grid the image was. */}
      {noAlt && (
        <div className={styles.prompt}>
          <AltTextForm key={chosen.id} file={chosen} />
        </div>
      )}
      <DialogActions>
        <Button onPress={onClose}>{t('common.cancel')}</Button>
        <Button variant="primary" isDisabled={!chosen} onPress={() => chosen && use(chosen)}>
          {t('picker.use')}
        </Button>
      </DialogActions>
    </ModalDialog>
  )
}

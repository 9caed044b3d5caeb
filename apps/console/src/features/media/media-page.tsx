import { SplitLayout } from '../../components/side-panel/side-panel'
import { MEDIA_KINDS, STAFF_API, type MediaFile, type MediaKind } from '@ibr/contract/staff-client'
import { useCallback, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { BulkOutcomePanel } from '../../components/bulk-outcome/bulk-outcome'
import { CallError } from '../../components/call-error/call-error'
import { SelectAllBox, SelectionBar } from '../../components/data-table/row-selection'
import { useRowSelection } from '../../components/data-table/use-row-selection'
import { SearchField } from '../../components/field/search-field'
import { SelectField } from '../../components/field/select-field'
import { Loading } from '../../components/loading/loading'
import { MediaGrid } from '../../components/media-grid/media-grid'
import { MediaUploader } from '../../components/media-upload/media-uploader'
import { PageHeading } from '../../components/page-heading/page-heading'
import { Pagination } from '../../components/pagination/pagination'
import { useMessages } from '../../i18n/use-t'
import { useInvalidate } from '../../lib/use-staff-mutation'
import { useStaffQuery } from '../../lib/use-staff-query'
import { useDocumentTitle } from '../../lib/use-document-title'
import { useTypedSearch } from '../../lib/use-typed-search'
import { MediaBulkActions } from './media-bulk-actions'
import { MediaDetail } from './media-detail'
import { mediaKeys } from './media-keys'
import { MEDIA_PAGE_SIZE, mediaListBody, readMediaListQuery, writeMediaListQuery, type MediaListQuery } from './media-list-query'
import styles from './media.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

const NO_FILES: MediaFile[] = []

/** The media library: upload, find a file by name and type, and open one to describe it or see where it is used. */
export function MediaPage() {
  const t = useMessages(messages, shared)
  useDocumentTitle(t('media.title'))
  const [params, setParams] = useSearchParams()
  const query = readMediaListQuery(params)
  const change = useCallback((next: Partial<MediaListQuery>) => setParams((current) => writeMediaListQuery(current, next)), [setParams])
  const applySearch = useCallback((search: string) => change({ search }), [change])
  const [typed, setTyped] = useTypedSearch(query.search, applySearch)
  const listBody = mediaListBody(query)
  const list = useStaffQuery(STAFF_API.mediaList, listBody, { keepPrevious: true })
  const files = list.data?.list ?? NO_FILES
  // Opening a file beside the grid keeps the pick; another page, search or kind drops it.
  const bulk = useRowSelection(JSON.stringify(listBody), files)
  const selection = {
    selected: bulk.selected,
    onChange: bulk.setSelected,
    actions: (
      <MediaBulkActions
        files={bulk.picked}
        onDone={(outcome) => {
          // The file open beside the grid may be one just deleted.
          if (query.file && outcome.results.some((r) => r.done && r.id === query.file)) change({ file: null })
          bulk.done(outcome)
        }}
      />
    ),
  }
  const pages = Math.ceil((list.data?.total ?? 0) / MEDIA_PAGE_SIZE)
  const library = useRef<HTMLElement>(null)
  // The panel's close button goes with it: focus returns to the files.
  const close = () => {
    change({ file: null })
    library.current?.focus()
  }
  const invalidate = useInvalidate()
  const uploaded = (file: MediaFile) => {
    void invalidate(mediaKeys.files)
    if (!query.file) change({ file: file.id })
  }
  const kinds = [{ id: '', label: t('media.kind.all') }, ...MEDIA_KINDS.map((kind) => ({ id: kind, label: t(`media.kind.${kind}`) }))]
  return (
    <>
      <PageHeading intro={t('media.intro')}>{t('media.title')}</PageHeading>
      <MediaUploader onUploaded={uploaded} />
      <SplitLayout>
        <section ref={library} tabIndex={-1} className={styles.library} aria-label={t('media.gridLabel')}>
          <div className={styles.toolbar}>
            <SearchField
              label={t('media.search')}
              value={typed}
              onChange={setTyped}
              onSubmit={(search) => change({ search })}
              className={styles.search}
            />
            <SelectField
              label={t('media.kind')}
              name="kind"
              options={kinds}
              value={query.kind ?? ''}
              onChange={(kind) => change({ kind: (kind || null) as MediaKind | null })}
              className={styles.filter}
            />
          </div>
          {list.error ? (
            <CallError error={list.error} onRetry={list.reload} />
          ) : !list.data ? (
            <Loading />
          ) : (
            <>
              <div className={styles.picking}>
                <SelectAllBox ids={files.map((f) => f.id)} selection={selection} label={t('media.selectPage')} />
                <SelectionBar selection={selection} />
              </div>
              <BulkOutcomePanel outcome={bulk.outcome} onDismiss={bulk.dismiss} />
              <MediaGrid
                label={t('media.gridLabel')}
                files={files}
                selectedId={query.file}
                onSelect={(file) => change({ file })}
                picked={{ selected: bulk.selected, onChange: bulk.setSelected }}
              />
              <Pagination
                page={query.page}
                pageCount={pages}
                total={list.data.total}
                canPrevious={query.page > 1}
                canNext={query.page < pages}
                onPrevious={() => change({ page: query.page - 1 })}
                onNext={() => change({ page: query.page + 1 })}
              />
            </>
          )}
        </section>
        {query.file && <MediaDetail key={query.file} id={query.file} onClose={close} />}
      </SplitLayout>
    </>
  )
}

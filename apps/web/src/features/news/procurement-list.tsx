import type { ArticleSummary } from '@ibr/contract'
import { formatBytes } from '../../lib/format-bytes'
import type { ArticleListState } from '../../lib/use-article-list'
import { ArticleList } from '../../components/article-list/article-list'
import { ListShell } from '../../components/list-shell/list-shell'
import { DeadlineStatus, MetaLine } from './meta-line'
import { messages } from './messages'
import styles from './procurement-list.module.css'
import { useAttachments, type AttachmentsOf } from './use-attachments'

/** Procurement announcements: each with its deadline, whether it has closed, and its files. */
export function ProcurementList({ list }: { list: ArticleListState }) {
  const files = useAttachments(list.data?.articleList.map((item) => item.id) ?? [])
  const meta = (item: ArticleSummary) => (
    <>
      <MetaLine
        fields={[
          {
            name: 'deadline',
            label: messages.t('procurement.deadline'),
            value: item.deadline && (
              <>
                <time dateTime={item.deadline}>{item.deadline}</time> <DeadlineStatus closed={item.closed} />
              </>
            ),
          },
          { name: 'source', label: messages.t('source'), value: item.source },
        ]}
      />
      <Files id={item.id} files={files} />
    </>
  )
  return <ListShell list={list}>{(items) => <ArticleList items={items} meta={meta} />}</ListShell>
}

/** The item's downloads with their sizes; nothing while they load or when there are none. */
function Files({ id, files }: { id: number; files: AttachmentsOf }) {
  const list = files[id]
  if (!list || list.length === 0) return null
  return (
    <div className={styles.files} data-attachments={id}>
      <p className={styles.filesLabel}>{messages.t('procurement.attachments')}</p>
      <ul>
        {list.map((file) => (
          <li key={file.fileId}>
            <a href={file.url} download={file.name} className={styles.file}>
              {file.name}
            </a>{' '}
            <span className={styles.size}>{formatBytes(file.size)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

import type { ArticleSummary } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { Link } from 'react-router'
import { paths } from '../../lib/paths'
import { EmptyState } from '../../components/empty-state/empty-state'
import { Pagination } from '../../components/pagination/pagination'
import { t } from '../../i18n'
import { formatBytes } from '../../lib/format-bytes'
import { useApi } from '../../lib/use-api'
import { useArticleList } from '../../lib/use-article-list'
import type { ConferencePageProps } from './conference-page-props'
import styles from './files-page.module.css'
import { messages } from './messages'

const m = messages.t
const PAGE_SIZE = 20

/**
 * The conference's documents: each item of the page with its files to download, names and sizes.
 * The list gives no attachments, so each item's detail is asked for (a page holds a few documents).
 */
export function FilesPage({ pageId }: ConferencePageProps) {
  const list = useArticleList(pageId, PAGE_SIZE)
  if (!list.data) return list.loading ? null : <EmptyState />
  if (list.data.articleList.length === 0) return <EmptyState />
  return (
    <>
      <ul className={styles.documents}>
        {list.data.articleList.map((item) => (
          <Document key={item.id} item={item} pageId={pageId} />
        ))}
      </ul>
      <Pagination page={list.query.pageNum} pageSize={list.pageSize} total={list.data.total} onChange={list.setPage} />
    </>
  )
}

/** Lower-case extension in capitals: "PDF", from the file's name. */
const kind = (name: string) => (name.includes('.') ? name.split('.').pop()!.toUpperCase() : '')

function Document({ item, pageId }: { item: ArticleSummary; pageId: number }) {
  const { data } = useApi(API.articleDetail, { id: item.id, menuId: pageId })
  const attachments = data?.article.attachments ?? []
  return (
    <li className={styles.document} data-article={item.id}>
      <h2 className={styles.documentTitle}>{item.title}</h2>
      {item.subTitle && <p className={styles.documentNote}>{item.subTitle}</p>}
      {attachments.length > 0 ? (
        <ul className={styles.downloads}>
          {attachments.map((file) => (
            <li key={file.fileId}>
              <a href={file.url} download={file.name} className={styles.download}>
                <span className={styles.fileKind} aria-hidden="true">
                  {kind(file.name)}
                </span>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileSize}>{formatBytes(file.size)}</span>
                <span className={styles.downloadLabel}>{m('download')}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        data && (
          <Link to={paths.detail(item.templateList[0] ?? 'article', item.id)} target="_blank" className={styles.more}>
            {m('noAttachment')}
            <span className="visually-hidden">{t('home.opensNewTab')}</span>
          </Link>
        )
      )}
    </li>
  )
}

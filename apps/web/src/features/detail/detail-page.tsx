import { useStore } from '@ibr/ui/create-store'
import { useEffect, useMemo, useRef } from 'react'
import { useParams } from 'react-router'
import { PageLoading } from '../../components/page-loading/page-loading'
import { useVisibleSections } from '../../lib/use-visible-sections'
import { appStore } from '../../lib/app-store'
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb'
import { useDocumentTitle } from '../../lib/use-document-title'
import { DetailArticle } from './detail-article'
import { DetailMissing, missingTitle } from './detail-missing'
import { detailCrumbs, menuIdOfType, type MenuNode } from './detail-menu'
import styles from './detail-page.module.css'
import { Neighbours } from './neighbours'
import { useDetail } from './use-detail'

/**
 * /detail/{type}/{id}: one item in full, drawn by its kind. The type names the list it was opened
 * from, whose neighbours are shown; the menu says which list that is, so the item waits for it
 * (it is asked for at start, so it is usually there already).
 */
export function DetailPage() {
  const { type = '', id = '' } = useParams()
  const menuLoaded = useStore(appStore, (s) => s.menuLoaded)
  const sections = useVisibleSections()
  const menu = useMemo<MenuNode[]>(() => sections.map((s) => s.entry), [sections])
  const menuId = menuIdOfType(menu, type)
  const state = useDetail(id, menuId, !menuLoaded)
  const item = state.status === 'ready' ? state.data.article : null
  useDocumentTitle(item?.title ?? (state.status === 'loading' ? null : missingTitle(state.status === 'failed')))

  // Turning to the previous or next item: back to the top, the new title focused and so read out.
  const title = useRef<HTMLHeadingElement>(null)
  const shown = useRef<string | null>(null)
  useEffect(() => {
    if (!item) return
    if (shown.current !== null && shown.current !== id) {
      window.scrollTo(0, 0)
      title.current?.focus()
    }
    shown.current = id
  }, [item, id])

  if (state.status === 'loading') return <PageLoading />
  if (state.status !== 'ready') {
    const list = menuId === undefined ? undefined : findNode(menu, menuId)
    return <DetailMissing list={list} failure={state.status === 'failed' ? state.message : undefined} onRetry={state.retry} />
  }
  const { article, prev, next } = state.data
  return (
    <div className={styles.page} data-page="detail" data-detail-type={type} data-detail-kind={article.kind}>
      <div className={styles.crumbs}>
        <Breadcrumb items={detailCrumbs(menu, article)} />
      </div>
      <DetailArticle item={article} titleRef={title} shareType={type} />
      {article.menuId !== null && <Neighbours type={type} prev={prev} next={next} />}
    </div>
  )
}

function findNode(menu: readonly MenuNode[], id: number): MenuNode | undefined {
  for (const node of menu) {
    if (node.id === id) return node
    const found = findNode(node.children, id)
    if (found) return found
  }
  return undefined
}

import type { SectionPageProps } from '../../lib/section-page-props'
import { SectionFrame } from '../../components/section-frame/section-frame'
import { useArticleList } from '../../lib/use-article-list'
import { NewsCards } from './news-cards'
import { ListShell } from '../../components/list-shell/list-shell'
import { AcademicList, NoticeList } from './plain-lists'
import { ProcurementList } from './procurement-list'
import { VideoList } from './video-list'

/** Items per page: ten rows of text, fewer where each item is a card or carries its files. */
const PAGE_SIZES: Record<string, number> = { notice: 10, news: 8, video: 6, academic: 10, procurement: 6 }

/** The news section: notices, general news, videos, academic events and procurement announcements. */
export function NewsPage(props: SectionPageProps) {
  return (
    <SectionFrame {...props}>
      <NewsList key={props.child.id} template={props.child.listTemplate} menuId={props.child.id} />
    </SectionFrame>
  )
}

function NewsList({ template, menuId }: { template: string; menuId: number }) {
  const list = useArticleList(menuId, PAGE_SIZES[template] ?? 10)
  switch (template) {
    case 'video':
      return <VideoList list={list} menuId={menuId} />
    case 'academic':
      return <AcademicList list={list} />
    case 'procurement':
      return <ProcurementList list={list} />
    case 'news':
      return <ListShell list={list}>{(items) => <NewsCards items={items} />}</ListShell>
    default:
      return <NoticeList list={list} />
  }
}

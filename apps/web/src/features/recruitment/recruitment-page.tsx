import { RECRUIT_FILTERS } from '@ibr/contract/enums'
import type { SectionPageProps } from '../../lib/section-page-props'
import { SectionFrame } from '../../components/section-frame/section-frame'
import { CategoryTabs } from '../../components/category-tabs/category-tabs'
import { useArticleList } from '../../lib/use-article-list'
import { ListShell } from '../../components/list-shell/list-shell'
import { categoryLabel, messages } from './messages'
import { PostingList } from './posting-list'

/** Recruitment: the job postings, by category, searched, with their deadlines. */
export function RecruitmentPage(props: SectionPageProps) {
  return (
    <SectionFrame {...props}>
      <Postings key={props.child.id} menuId={props.child.id} />
    </SectionFrame>
  )
}

function Postings({ menuId }: { menuId: number }) {
  // 'all' is itself a filter value of the API (RECRUIT_FILTERS); it starts selected.
  const list = useArticleList(menuId, 10, { category: 'all' })
  const options = RECRUIT_FILTERS.map((value) => ({ value, label: categoryLabel(value) }))
  return (
    <ListShell
      list={list}
      filters={
        <CategoryTabs options={options} value={list.query.category} onChange={list.setCategory} label={messages.t('categoryFilter')} />
      }
    >
      {(items) => <PostingList items={items} />}
    </ListShell>
  )
}

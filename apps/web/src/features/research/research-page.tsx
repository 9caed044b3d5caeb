import { RESEARCH_AREAS } from '@ibr/contract/enums'
import type { SectionPageProps } from '../../lib/section-page-props'
import { SectionFrame } from '../../components/section-frame/section-frame'
import { CategoryTabs } from '../../components/category-tabs/category-tabs'
import { t } from '../../i18n'
import { useArticleList } from '../../lib/use-article-list'
import { ListShell } from '../../components/list-shell/list-shell'
import { areaLabel, messages } from './messages'
import { EXPORT_MAX, PaperExport } from './paper-export'
import { PaperList } from './paper-list'
import { YearSelect } from './year-select'
import styles from './research-page.module.css'

/** Research achievements: the papers, filtered by research area and year, and searched. */
export function ResearchPage(props: SectionPageProps) {
  return (
    <SectionFrame {...props}>
      <Papers key={props.child.id} menuId={props.child.id} />
    </SectionFrame>
  )
}

function Papers({ menuId }: { menuId: number }) {
  const list = useArticleList(menuId, 10)
  const areas = [{ value: '', label: t('common.all') }, ...RESEARCH_AREAS.map((value) => ({ value, label: areaLabel(value) }))]
  const filters = (
    <div className={styles.filters}>
      <CategoryTabs options={areas} value={list.query.category} onChange={list.setCategory} label={messages.t('areaFilter')} />
      <YearSelect value={list.query.year} onChange={list.setYear} />
    </div>
  )
  // Offered once the list has papers: an empty file helps nobody.
  const lead =
    list.data && list.data.total > 0 ? (
      <PaperExport menuId={menuId} query={list.query} beyondCap={list.data.total > EXPORT_MAX || list.data.totalCapped} />
    ) : null
  return (
    <ListShell list={list} filters={filters} lead={lead}>
      {(items) => <PaperList items={items} />}
    </ListShell>
  )
}

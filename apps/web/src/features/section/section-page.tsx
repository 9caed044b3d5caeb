import type { SectionPageProps } from '../../app/routes'
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb'
import { useDocumentTitle } from '../../lib/use-document-title'
import { SectionArticles } from './section-articles'
import { SectionIntro } from './section-intro'
import styles from './section-page.module.css'
import { SubMenu } from './sub-menu'

/** A page of a menu entry: its sub-menu, breadcrumb, introduction and items. */
export function SectionPage({ section, child, leaf }: SectionPageProps) {
  const page = leaf ?? child
  useDocumentTitle(page.name)
  const crumbs = [{ label: section.entry.name, to: section.entry.children[0]?.path }, ...(leaf ? [{ label: child.name, to: child.children[0]?.path }] : []), { label: page.name }]
  return (
    <div className={styles.page} data-page="section" data-menu-id={page.id}>
      <div className={styles.banner}>
        <div className={styles.bannerInner}>
          <p className={styles.sectionName}>{section.entry.name}</p>
          <Breadcrumb items={crumbs} />
        </div>
      </div>
      <div className={styles.body}>
        <SubMenu section={section} child={child} leaf={leaf} />
        <article className={styles.content} aria-labelledby="page-title">
          <h1 id="page-title" className={styles.title}>
            {page.name}
          </h1>
          <SectionIntro menuId={page.id} />
          <SectionArticles key={page.id} menuId={page.id} />
        </article>
      </div>
    </div>
  )
}

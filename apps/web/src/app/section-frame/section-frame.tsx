import type { ReactNode } from 'react'
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb'
import { useDocumentTitle } from '../../lib/use-document-title'
import type { SectionPageProps } from '../routes'
import styles from './section-frame.module.css'
import { SubMenu } from './sub-menu'

/**
 * The frame of every section page: the section's band with its breadcrumb, the sub-menu, and the
 * page's title above its content. `document.title` names the page.
 */
export function SectionFrame({ section, child, leaf, children }: SectionPageProps & { children: ReactNode }) {
  const page = leaf ?? child
  // A conference's pages share names ("Overview"): the title names the conference too.
  useDocumentTitle(leaf ? `${leaf.name} - ${child.name}` : page.name)
  const crumbs = [
    { label: section.entry.name, to: section.entry.children[0]?.path },
    ...(leaf ? [{ label: child.name, to: child.children[0]?.path }] : []),
    { label: page.name },
  ]
  return (
    <div className={styles.page} data-page="section" data-menu-id={page.id} data-template={page.listTemplate}>
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
          {children}
        </article>
      </div>
    </div>
  )
}

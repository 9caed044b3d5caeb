import type { ReactNode } from 'react'
import type { SectionPageProps } from '../../lib/section-page-props'
import { PageFrame } from './page-frame'
import { SubMenu } from './sub-menu'

/** A menu page in the page frame: band, breadcrumb and sub-menu come from its menu entries. */
export function SectionFrame({ section, child, leaf, children }: SectionPageProps & { children: ReactNode }) {
  const page = leaf ?? child
  const crumbs = [
    { label: section.entry.name, to: section.entry.children[0]?.path },
    ...(leaf ? [{ label: child.name, to: child.children[0]?.path }] : []),
    { label: page.name },
  ]
  return (
    <PageFrame
      band={section.entry.name}
      crumbs={crumbs}
      nav={<SubMenu section={section} child={child} leaf={leaf} />}
      title={page.name}
      // A conference's pages share names ("Overview"): the window title names the conference too.
      documentTitle={leaf ? `${leaf.name} - ${child.name}` : page.name}
      data={{ 'data-page': 'section', 'data-menu-id': page.id, 'data-template': page.listTemplate }}
    >
      {children}
    </PageFrame>
  )
}

import type { SectionPageProps } from '../../app/section-page-props'
import { SectionFrame } from '../../app/section-frame/section-frame'
import { SectionArticles } from './section-articles'
import { SectionIntro } from './section-intro'

/** A menu entry's introduction and items, for pages without a page of their own. */
export function SectionPage(props: SectionPageProps) {
  const page = props.leaf ?? props.child
  return (
    <SectionFrame {...props}>
      <SectionIntro menuId={page.id} />
      <SectionArticles key={page.id} menuId={page.id} />
    </SectionFrame>
  )
}

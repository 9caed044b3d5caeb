import type { MenuChild, MenuLeaf } from '@ibr/contract'
import type { VisibleSection } from './visible-menu'

/** What a page of a menu entry receives: where it sits in the menu. */
export interface SectionPageProps {
  section: VisibleSection
  child: MenuChild
  leaf: MenuLeaf | null
}

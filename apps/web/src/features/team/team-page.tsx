import { detailType } from '@ibr/contract/templates'
import type { SectionPageProps } from '../../lib/section-page-props'
import { SectionFrame } from '../../components/section-frame/section-frame'
import { EmptyState } from '../../components/empty-state/empty-state'
import { ConsociationList } from './consociation-list'
import { FacilityList } from './facility-list'
import { TeamList } from './team-list'

/** The team section: research teams by area, collaborating researchers, core facilities. */
export function TeamPage(props: SectionPageProps) {
  const { section, child } = props
  // Team pages are addressed as /teamDetail/{section + child template}/..., like /detail/ types.
  const type = detailType(section.entry.listTemplate, child.listTemplate)
  return (
    <SectionFrame {...props}>
      <div data-team-page={child.listTemplate}>
        {child.listTemplate === 'team' ? (
          <TeamList type={type} />
        ) : child.listTemplate === 'consociation' ? (
          <ConsociationList type={type} />
        ) : child.listTemplate === 'coreFacility' ? (
          <FacilityList />
        ) : (
          <EmptyState />
        )}
      </div>
    </SectionFrame>
  )
}

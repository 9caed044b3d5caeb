import type { SectionPageProps } from '../../lib/section-page-props'
import { SectionFrame } from '../../components/section-frame/section-frame'
import { CommitteeList } from './committee-list'
import { DepartmentList } from './department-list'
import { InstituteOverview } from './institute-overview'
import { LeaderList } from './leader-list'

/** The about section: institute overview, leaders, academic committee, departments. */
export function AboutPage(props: SectionPageProps) {
  const { child } = props
  return (
    <SectionFrame {...props}>
      <div data-about-page={child.listTemplate} key={child.id}>
        {child.listTemplate === 'leaderIndex' ? (
          <LeaderList menuId={child.id} />
        ) : child.listTemplate === 'committee' ? (
          <CommitteeList menuId={child.id} />
        ) : child.listTemplate === 'department' ? (
          <DepartmentList menuId={child.id} />
        ) : (
          <InstituteOverview menuId={child.id} />
        )}
      </div>
    </SectionFrame>
  )
}

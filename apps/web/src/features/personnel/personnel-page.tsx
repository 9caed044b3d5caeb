import { ADMISSION_CATEGORIES, ENROL_KINDS, POSTDOC_CATEGORIES, TRAINING_CATEGORIES } from '@ibr/contract/enums'
import type { SectionPageProps } from '../../lib/section-page-props'
import { SectionFrame } from '../../components/section-frame/section-frame'
import { FilteredList, tagOf } from './filtered-list'
import { messages } from './messages'
import { OverviewPages } from './overview-pages'

/** The personnel section: work overview, graduate admissions, training, postdoctoral station. */
export function PersonnelPage(props: SectionPageProps) {
  const { child } = props
  return (
    <SectionFrame {...props}>
      <div data-personnel-page={child.listTemplate} key={child.id}>
        <PersonnelContent template={child.listTemplate} menuId={child.id} />
      </div>
    </SectionFrame>
  )
}

function PersonnelContent({ template, menuId }: { template: string; menuId: number }) {
  const category = messages.t('categoryFilter')
  switch (template) {
    case 'admissions':
      return (
        <FilteredList
          menuId={menuId}
          groups={[
            { label: category, values: ADMISSION_CATEGORIES, withAll: true },
            { label: messages.t('enrolFilter'), values: ENROL_KINDS, withAll: false },
          ]}
          tags={(item) => [tagOf(item.category, ADMISSION_CATEGORIES), tagOf(item.enrolKind, ENROL_KINDS)]}
        />
      )
    case 'cultivate':
      return (
        <FilteredList
          menuId={menuId}
          groups={[{ label: category, values: TRAINING_CATEGORIES, withAll: true }]}
          tags={(item) => [tagOf(item.category, TRAINING_CATEGORIES)]}
        />
      )
    case 'postdoctor':
      return (
        <FilteredList
          menuId={menuId}
          groups={[{ label: category, values: POSTDOC_CATEGORIES, withAll: true }]}
          tags={(item) => [tagOf(item.category, POSTDOC_CATEGORIES)]}
        />
      )
    default:
      // workOverview, and any page of the section without a list of its own.
      return <OverviewPages menuId={menuId} />
  }
}

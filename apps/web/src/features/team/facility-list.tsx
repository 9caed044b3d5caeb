import { API } from '@ibr/contract/paths'
import { useSearchParams } from 'react-router'
import { PageLoading } from '../../components/page-loading/page-loading'
import { EmptyState } from '../../components/empty-state/empty-state'
import { useApi } from '../../lib/use-api'
import { FacilityCard } from './facility-card'
import styles from './facility.module.css'

/**
 * The core facilities, each with its contacts and, on demand, its instruments and services. The
 * address may name one (`?facility=4`, where a search result leads): it comes opened and in view.
 */
export function FacilityList() {
  const [params] = useSearchParams()
  const selected = Number(params.get('facility')) || null
  const { data, loading } = useApi(API.researchList, { type: 'facility' })
  const list = data?.facilityList ?? []
  if (list.length === 0) return loading ? <PageLoading /> : <EmptyState />
  return (
    <ul className={styles.list}>
      {list.map((facility) => (
        <FacilityCard key={facility.id} facility={facility} selected={facility.id === selected} />
      ))}
    </ul>
  )
}

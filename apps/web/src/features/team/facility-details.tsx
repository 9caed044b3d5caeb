import type { ResearchDetailRet } from '@ibr/contract'
import { PageLoading } from '../../components/page-loading/page-loading'
import { EmptyState } from '../../components/empty-state/empty-state'
import { RichText } from '../../components/rich-text/rich-text'
import type { ApiState } from '../../lib/use-api'
import styles from './facility.module.css'
import { messages } from './messages'

/** A facility's services, instruments (name and model) and introduction. */
export function FacilityDetails({ state }: { state: ApiState<ResearchDetailRet> }) {
  const facility = state.data?.facility
  if (!facility) return state.loading ? <PageLoading /> : <EmptyState />
  const empty = facility.services.length === 0 && facility.instruments.length === 0 && !facility.intro && !facility.bookingUrl
  if (empty) return <EmptyState />
  return (
    <div className={styles.details} data-facility-details={facility.id}>
      {facility.bookingUrl && (
        <p>
          <a href={facility.bookingUrl} target="_blank" rel="noopener noreferrer" data-facility-booking="">
            {messages.t('booking')}
            <span className="visually-hidden">{messages.t('opensNewTab')}</span>
          </a>
        </p>
      )}
      {facility.services.length > 0 && (
        <section>
          <h3 className={styles.subheading}>{messages.t('services')}</h3>
          <ul className={styles.services}>
            {facility.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>
      )}
      {facility.instruments.length > 0 && (
        <section>
          <h3 className={styles.subheading}>{messages.t('instruments')}</h3>
          <table className={styles.instruments}>
            <thead>
              <tr>
                <th scope="col">{messages.t('instrument')}</th>
                <th scope="col">{messages.t('model')}</th>
              </tr>
            </thead>
            <tbody>
              {facility.instruments.map((instrument, index) => (
                <tr key={index} data-instrument="">
                  <td>{instrument.name}</td>
                  <td>{instrument.model}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {facility.intro && (
        <section>
          <h3 className={styles.subheading}>{messages.t('about')}</h3>
          <RichText html={facility.intro} className={styles.intro} />
        </section>
      )}
    </div>
  )
}

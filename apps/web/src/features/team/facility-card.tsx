import type { FacilityCard as Facility } from '@ibr/contract'
import { API } from '@ibr/contract/paths'
import { useEffect, useRef, useState } from 'react'
import { useApi } from '../../lib/use-api'
import { ContactList } from './contact-list'
import { FacilityDetails } from './facility-details'
import { ResponsiveImage } from '../../components/responsive-image/responsive-image'
import styles from './facility.module.css'
import { messages } from './messages'

/**
 * One core facility: picture, summary and contacts, with a disclosure button that shows its
 * instruments, services and introduction (fetched the first time it is opened). A selected one
 * (named by the address) starts opened and scrolls into view.
 */
export function FacilityCard({ facility, selected = false }: { facility: Facility; selected?: boolean }) {
  const [open, setOpen] = useState(selected)
  // Once asked for, the details stay: closing and opening again does not fetch them twice.
  const [wanted, setWanted] = useState(selected)
  const item = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (selected) item.current?.scrollIntoView({ block: 'start' })
  }, [selected])
  const details = useApi(wanted ? API.researchDetail : null, { id: facility.id, type: 'facility' })
  const headingId = `facility-${facility.id}`
  const panelId = `facility-${facility.id}-details`
  const toggle = () => {
    setWanted(true)
    setOpen((o) => !o)
  }
  return (
    <li ref={item} className={styles.facility} data-facility={facility.id}>
      <article aria-labelledby={headingId}>
        <div className={styles.summaryRow}>
          <div className={`card-cover ${styles.picture}`}>
            {facility.picture && (
              <ResponsiveImage
                src={facility.picture}
                alt=""
                width={800}
                height={450}
                sizes="(max-width: 768px) 100vw, 320px"
                maxWidth={960}
              />
            )}
          </div>
          <div className={`card-column ${styles.text}`}>
            <h2 id={headingId} className={styles.name}>
              {facility.name}
            </h2>
            <p className={styles.summary}>{facility.summary}</p>
            <ContactList contact={facility} />
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={toggle}
              data-facility-toggle=""
            >
              <span aria-hidden="true" className={styles.chevron} />
              {open ? messages.t('hideDetails') : messages.t('showDetails')}
            </button>
          </div>
        </div>
        <div id={panelId} className={styles.panel} hidden={!open} aria-busy={details.loading}>
          {open && <FacilityDetails state={details} />}
        </div>
      </article>
    </li>
  )
}

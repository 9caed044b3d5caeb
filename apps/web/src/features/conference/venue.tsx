import { API } from '@ibr/contract/paths'
import { RichText } from '../../components/rich-text/rich-text'
import { useApi } from '../../lib/use-api'
import styles from './conference.module.css'
import { messages } from './messages'
import { PhotoGrid } from './photo-grid'

const m = messages.t

/** Where the conference takes place: the venue, its address, how to get there and pictures of it. */
export function Venue({ conferenceId }: { conferenceId: number }) {
  const { data } = useApi(API.meetingImageAddress, { menuId: conferenceId })
  if (!data || (!data.venue && !data.address && !data.traffic && data.imageList.length === 0)) return null
  return (
    <section aria-labelledby="conference-venue" className={styles.section}>
      <h2 id="conference-venue" className={styles.heading}>
        {m('venueHeading')}
      </h2>
      <dl className={styles.facts}>
        {data.venue && (
          <div className={styles.fact}>
            <dt>{m('venue')}</dt>
            <dd>{data.venue}</dd>
          </div>
        )}
        {data.address && (
          <div className={styles.fact}>
            <dt>{m('address')}</dt>
            <dd>{data.address}</dd>
          </div>
        )}
      </dl>
      {data.traffic && (
        <>
          <h3 className={styles.subHeading}>{m('traffic')}</h3>
          <RichText html={data.traffic} />
        </>
      )}
      {data.imageList.length > 0 && (
        <>
          <h3 className={styles.subHeading}>{m('venuePhotos')}</h3>
          <PhotoGrid items={data.imageList} />
        </>
      )}
    </section>
  )
}

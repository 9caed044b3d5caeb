import { messages } from './messages'
import styles from './contact-list.module.css'

export interface Contact {
  contactName?: string
  phone?: string
  email?: string
  location?: string
}

/** Who to reach and how, as a description list; empty fields are left out. */
export function ContactList({ contact, className }: { contact: Contact; className?: string }) {
  const { contactName, phone, email, location } = contact
  return (
    <dl className={`${styles.contacts} ${className ?? ''}`}>
      {contactName && (
        <div>
          <dt>{messages.t('contactPerson')}</dt>
          <dd>{contactName}</dd>
        </div>
      )}
      {phone && (
        <div>
          <dt>{messages.t('phone')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </dd>
        </div>
      )}
      {email && (
        <div>
          <dt>{messages.t('email')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
      )}
      {location && (
        <div>
          <dt>{messages.t('location')}</dt>
          <dd>{location}</dd>
        </div>
      )}
    </dl>
  )
}

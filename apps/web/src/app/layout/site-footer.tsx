import { Link } from 'react-router'
import { t } from '../../i18n'
import { paths } from '../../lib/paths'
import { savedText as saved, settings } from '../../lib/settings'
import { SocialLinks } from './social-links'
import styles from './site-footer.module.css'

/** Contact, address, social links, the two logos, copyright and registration notices. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.logos}>
          <img src={settings.logoSrc || '/logo-light.svg'} alt={t('site.name')} width="180" height="48" />
          <img src={settings.partnerLogoSrc || '/partner-logo.svg'} alt={t('footer.partnerLogo')} width="150" height="48" />
        </div>
        <address className={styles.contact}>
          <p>{saved(settings.addressZh, settings.addressEn) || t('footer.address')}</p>
          <p>{t('footer.postcode', { code: settings.postalCode })}</p>
          <p>
            <span>{t('footer.phone')}: </span>
            <a href={`tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`}>{settings.contactPhone}</a>
          </p>
          <p>
            <span>{t('footer.email')}: </span>
            <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
          </p>
          <p>
            <Link to={paths.service()} className={styles.service}>
              {t('footer.service')}
            </Link>
          </p>
          <p>
            <Link to={paths.privacy()} className={styles.service}>
              {t('footer.privacy')}
            </Link>
          </p>
        </address>
        <div>
          <h2 className={styles.heading}>{t('footer.follow')}</h2>
          <SocialLinks />
        </div>
      </div>
      <div className={styles.legal}>
        <p>{saved(settings.copyrightZh, settings.copyrightEn) || t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <p>
          {saved(settings.registrationZh, settings.registrationEn) || (
            <>
              <span>{t('footer.icp')}</span>
              <span>{t('footer.police')}</span>
            </>
          )}
        </p>
      </div>
    </footer>
  )
}

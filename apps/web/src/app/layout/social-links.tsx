import { useState } from 'react'
import { t, type MessageKey } from '../../i18n'
import { settings } from '../../lib/settings'
import styles from './site-footer.module.css'

// Simple line glyphs drawn for this site (24×24); the brands' own marks are not copied.
const GLYPHS = {
  microblog: 'M4 15c0-4 5-8 9-8 2 0 3 1 2 3 2-1 5-1 5 2 0 4-5 7-10 7S4 17 4 15zm5 1a2 2 0 1 0 4 0 2 2 0 1 0-4 0M16 3a5 5 0 0 1 5 5',
  video: 'M3 6h18v12H3zM10 9l5 3-5 3zM7 3l3 3M17 3l-3 3',
  shortVideo: 'M13 3v11a3 3 0 1 1-3-3M13 3c0 3 2 5 5 5',
  account:
    'M9 4C5 4 2 6.5 2 9.5c0 1.8 1 3.3 2.6 4.3L4 16l2.6-1.3c.8.2 1.6.3 2.4.3M15 9c3.9 0 7 2.5 7 5.5 0 1.6-.9 3-2.3 4L20 21l-2.6-1.2c-.8.2-1.5.2-2.4.2-3.9 0-7-2.5-7-5.5S11.1 9 15 9',
} as const

function Glyph({ name }: { name: keyof typeof GLYPHS }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={GLYPHS[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

const LINKS: [keyof typeof GLYPHS, MessageKey, string][] = [
  ['microblog', 'footer.microblog', settings.microblogUrl],
  ['video', 'footer.videoSite', settings.videoSiteUrl],
  ['shortVideo', 'footer.shortVideo', settings.shortVideoUrl],
]

/** The social links; the official account shows its QR code on hover and on keyboard focus. */
export function SocialLinks() {
  // Escape hides the code while the pointer or focus is still on it (WCAG 1.4.13); leaving resets.
  const [dismissed, setDismissed] = useState(false)
  return (
    <ul className={styles.social}>
      {LINKS.map(([glyph, label, href]) => (
        <li key={glyph}>
          <a className={styles.socialLink} href={href} target="_blank" rel="noopener noreferrer" aria-label={t(label)} title={t(label)}>
            <Glyph name={glyph} />
          </a>
        </li>
      ))}
      <li
        className={styles.qrItem}
        data-dismissed={dismissed ? '' : undefined}
        onKeyDown={(event) => event.key === 'Escape' && setDismissed(true)}
        onMouseLeave={() => setDismissed(false)}
        onBlur={() => setDismissed(false)}
      >
        <button
          type="button"
          className={styles.socialLink}
          aria-label={t('footer.officialAccount')}
          aria-describedby="footer-qr"
          data-qr-trigger=""
        >
          <Glyph name="account" />
        </button>
        <div id="footer-qr" className={styles.qr} role="tooltip">
          <img src={settings.qrImageSrc || '/qr-official-account.svg'} alt={t('footer.qrAlt')} width="120" height="120" loading="lazy" />
          <span>{t('footer.qrHint')}</span>
        </div>
      </li>
    </ul>
  )
}

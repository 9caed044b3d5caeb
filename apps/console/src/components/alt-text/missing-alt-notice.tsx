import { useMessages } from '../../i18n/use-t'
import { AltTextForm } from './alt-text-form'
import { useImagesWithoutAlt } from './use-images-without-alt'
import styles from './alt-text.module.css'
import { messages } from './messages'

/**
 * The images of an item still without alt text in both languages, each shown small and by its file
 * name with its alt-text fields: said while the item is written (saving is still allowed) and where
 * it is approved, so neither an editor nor a reviewer meets it first as a refusal.
 */
export function MissingAltNotice({ ids }: { ids: readonly string[] }) {
  const t = useMessages(messages)
  const missing = useImagesWithoutAlt(ids)
  return (
    <div aria-live="polite">
      {missing.length > 0 && (
        <section className={styles.notice} aria-label={t('altNotice.label')}>
          <p className={styles.warning}>{t('altNotice.text', { count: missing.length })}</p>
          <ul className={styles.list}>
            {missing.map((file) => (
              <li key={file.id} className={styles.item}>
                <img src={`${file.url}?w=160`} alt="" className={styles.thumb} />
                <AltTextForm file={file} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

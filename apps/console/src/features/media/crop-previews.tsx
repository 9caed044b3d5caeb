import { cropBox, type ImageRatio, type Point } from '@ibr/contract/files'
import { useMessages } from '../../i18n/use-t'
import styles from './media.module.css'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

/** The shapes the site cuts images to most, shown while the focal point moves. */
const PREVIEWS = ['16x9', '1x1', '3x1', '1.91x1'] as const satisfies readonly ImageRatio[]

interface CropPreviewsProps {
  src: string
  width: number
  height: number
  focal: Point
}

/**
 * How each crop will look, cut in the page with the server's own rule (the contract's cropBox), so
 * what is seen here is what cards, banners and share images show once the point is saved.
 */
export function CropPreviews({ src, width, height, focal }: CropPreviewsProps) {
  const t = useMessages(messages, shared)
  return (
    <ul className={styles.crops} aria-label={t('media.crops.label')}>
      {PREVIEWS.map((ratio) => {
        const box = cropBox(width, height, ratio, focal)
        const [across, down] = ratio.split('x').map(Number) as [number, number]
        return (
          <li key={ratio} className={styles.crop}>
            <div className={styles.cropFrame} style={{ aspectRatio: `${across} / ${down}` }}>
              <img
                src={src}
                alt=""
                draggable={false}
                className={styles.cropImage}
                style={{
                  width: `${(width / box.width) * 100}%`,
                  left: `${(-box.left / box.width) * 100}%`,
                  top: `${(-box.top / box.height) * 100}%`,
                }}
              />
            </div>
            <span className={styles.cropName}>{t(`media.crop.${ratio}`)}</span>
          </li>
        )
      })}
    </ul>
  )
}

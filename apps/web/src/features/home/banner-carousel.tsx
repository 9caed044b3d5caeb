import { BANNER_SIZES } from '@ibr/contract/files'
import { API } from '@ibr/contract/paths'
import { useState } from 'react'
import { Carousel } from '../../components/carousel/carousel'
import { t } from '../../i18n'
import { useApi } from '../../lib/use-api'
import styles from './banner-carousel.module.css'
import { takeInitialBanners } from './initial-banners'

const labels = {
  region: t('home.banners'),
  previous: t('carousel.previous'),
  next: t('carousel.next'),
  goTo: (n: number) => t('carousel.goTo', { n }),
  pause: t('carousel.pause'),
  play: t('carousel.play'),
  slide: (n: number, total: number) => t('carousel.slide', { n, total }),
}

/**
 * The home page's banners (seven in the demo), in the order the server gives. On the first load
 * they come written into the page, so the first banner paints without waiting for a call.
 */
export function BannerCarousel() {
  const [initial] = useState(takeInitialBanners)
  const { data } = useApi(initial ? null : API.imageUrl, { type: 'top' })
  const images = initial ?? data?.imageList ?? []
  const slides = images.map((image) => ({
    id: image.id,
    src: image.url,
    alt: image.title,
    width: image.width,
    height: image.height,
    href: image.link,
  }))
  if (slides.length === 0) return <div className={styles.reserve} aria-hidden="true" />
  return <Carousel slides={slides} labels={labels} sizes={BANNER_SIZES} />
}

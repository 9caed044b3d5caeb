import { API } from '@ibr/contract/paths'
import { Carousel } from '../../components/carousel/carousel'
import { t } from '../../i18n'
import { useApi } from '../../lib/use-api'
import styles from './banner-carousel.module.css'

const labels = {
  region: t('home.banners'),
  previous: t('carousel.previous'),
  next: t('carousel.next'),
  goTo: (n: number) => t('carousel.goTo', { n }),
  pause: t('carousel.pause'),
  play: t('carousel.play'),
  slide: (n: number, total: number) => t('carousel.slide', { n, total }),
}

/** The home page's banners (seven in the demo), in the order the server gives. */
export function BannerCarousel() {
  const { data } = useApi(API.imageUrl, { type: 'top' })
  const slides = data?.imageList.map((image) => ({ id: image.id, src: image.url, alt: image.title, width: image.width, height: image.height, href: image.link })) ?? []
  if (slides.length === 0) return <div className={styles.reserve} aria-hidden="true" />
  return <Carousel slides={slides} labels={labels} />
}

import './app/styles/global.css'
import './boot.css'
import { htmlLang } from '@ibr/ui/lang-storage'
import { currentLang } from './i18n/lang'

// Before the app loads: the first view is laid out in the visitor's language (the English layout's
// minimum width, its fonts), and assistive technology reads it in that language.
document.documentElement.lang = htmlLang(currentLang)

/**
 * The site's entry. At #/home the server has written the first banner into the page; the app (React,
 * the router, every page) is loaded once that banner is on screen, so the largest image of the first
 * view does not wait for the script to arrive and run, and the script does not compete with it for
 * the line. Elsewhere, or when the banner is already there, the app is loaded at once.
 */
const home = document.querySelector<HTMLElement>('.boot-home')
// Not `:target`: the browser applies the address's fragment after the document is parsed, which is
// often after this module has run, so the selector found no banner and the app loaded at once.
const banner = home && location.hash === `#${home.id}` ? home.querySelector<HTMLImageElement>('.boot-banner') : null
let started = false
const start = () => {
  if (started) return
  started = true
  // React's chunk first, then the app's after a task boundary: each evaluates in a task of its own.
  void import('./react-runtime').then(() => new Promise((resolve) => setTimeout(resolve))).then(() => import('./main'))
}
// After the next frame: the banner is on screen before the app's first render replaces it. decode()
// waits for the image's bytes and their decoding: a frame painted before that shows no banner yet.
const afterPaint = () => requestAnimationFrame(() => setTimeout(start))
/**
 * Where the browser reports largest contentful paints, the app waits for the banner's: it comes once
 * the frame showing the banner has reached the screen, a frame or two after it was drawn, so no
 * request or script of the app is counted as part of the page's largest paint (Lighthouse simulates
 * a slow phone from every request and task that came before it). A hidden page reports no paint, an
 * image that fails to load none either: then the app starts as it would without the observer.
 */
function startAfterLargestPaint(image: HTMLImageElement) {
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => (entry as LargestContentfulPaint).element === image)) return
    observer.disconnect()
    start()
  })
  observer.observe({ type: 'largest-contentful-paint', buffered: true })
  const fallback = () => {
    observer.disconnect()
    afterPaint()
  }
  image.decode().then(() => {
    if (document.visibilityState === 'hidden') fallback()
    // A frame the compositor never presents (a busy or throttled tab) must not keep the site waiting.
    else setTimeout(fallback, 1000)
  }, start)
}
if (banner && typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint'))
  startAfterLargestPaint(banner)
else if (banner) banner.decode().then(afterPaint, start)
else afterPaint()

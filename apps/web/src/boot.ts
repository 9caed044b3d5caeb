import './app/styles/global.css'
import './boot.css'
import { htmlLang } from '@ibr/ui/lang-storage'
import { currentLang } from './i18n/lang'

// Before the app loads: the first view is laid out in the visitor's language (the English layout's
// minimum width, its fonts), and assistive technology reads it in that language.
document.documentElement.lang = htmlLang(currentLang)

/**
 * The site's entry. At #/home the server has written the first banner into the page; the app (React,
 * the router, every page) is loaded once that banner has painted, so the largest image of the first
 * view does not wait for the script to arrive and run, and the script does not compete with it for
 * the line. Elsewhere, or when the banner is already there, the app is loaded at once.
 */
const banner = document.querySelector<HTMLImageElement>('.boot-home:target .boot-banner')
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
if (banner) banner.decode().then(afterPaint, start)
else afterPaint()

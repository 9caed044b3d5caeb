import { IMAGE_WIDTHS } from './web-bench-settings.js'

export interface Banner {
  url: string
  title: string
  width: number
  height: number
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The baseline: the home page's first banner alone, as a plain <img> in the first HTML, with the
 * attributes the site's ResponsiveImage gives its first carousel slide (apps/web/src/components/
 * responsive-image): srcset of every served width up to 1920 (nominal descriptors), the middle one
 * as src, sizes 100vw, width/height, decoding async, fetchpriority high.
 */
export function staticPage(banner: Banner, script?: string): string {
  const widths = IMAGE_WIDTHS.filter((w) => w <= 1920)
  const middle = widths[Math.floor(widths.length / 2)]!
  const srcset = widths.map((w) => `${banner.url}?w=${w} ${w}w`).join(', ')
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>LCP baseline: the home banner as a plain image</title>
<style>html,body{margin:0}img{display:block;width:100%;height:auto}</style>
</head>
<body>
<img src="${escapeHtml(`${banner.url}?w=${middle}`)}" srcset="${escapeHtml(srcset)}" sizes="100vw"
  width="${banner.width}" height="${banner.height}" alt="${escapeHtml(banner.title)}" decoding="async" fetchpriority="high">
${script ? `<script type="module" src="/${script}"></script>\n` : ''}</body>
</html>
`
}

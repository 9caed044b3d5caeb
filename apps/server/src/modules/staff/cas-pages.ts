import { message, type MessageKey, type Params } from '../../i18n/messages.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The page a person sees when single sign-on ends without a session: what happened, in Chinese and
 * English, with a way to try again. Server-rendered: it must work when nothing else does.
 */
export function casProblemPage(reason: MessageKey, retryHref: string, params: Params = {}): string {
  const text = message(reason, params)
  const title = message('cas.title')
  const again = message('cas.tryAgain')
  const home = message('cas.backToSite')
  const section = (lang: 'zh' | 'en') => `<section lang="${lang}">
  <h2>${escape(title[lang])}</h2>
  <p>${escape(text[lang])}</p>
  <p><a class="button" href="${escape(retryHref)}">${escape(again[lang])}</a> <a href="/">${escape(home[lang])}</a></p>
</section>`
  return `<!doctype html>
<html lang="zh">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escape(title.zh)} · ${escape(title.en)}</title>
<style>
body { font-family: system-ui, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif; color: #14233a; background: #f3f6f9; margin: 0; }
main { max-width: 40rem; margin: 10vh auto; background: #fff; border: 1px solid #dbe3ec; border-radius: 8px; padding: 1.5rem 2rem; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
h2 { font-size: 1rem; margin: 1rem 0 .25rem; }
section + section { border-top: 1px solid #dbe3ec; margin-top: 1rem; }
a { color: #0b5e6b; }
a.button { display: inline-block; background: #0b2a4a; color: #fff; padding: .45rem 1rem; border-radius: 4px; text-decoration: none; margin-right: 1rem; }
a:focus-visible { outline: 3px solid #f2b705; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escape(title.zh)} / <span lang="en">${escape(title.en)}</span></h1>
${section('zh')}
${section('en')}
</main>
</body>
</html>`
}

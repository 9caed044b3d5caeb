import type { Lang } from '@ibr/contract'
import { message } from '../../i18n/messages.js'
import { kindName } from './notification-mail.js'
import type { UnsubscribeTarget } from './unsubscribe-token.js'

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** What the page says: the question with its button (GET), the change made (POST), or a link that is not genuine. */
export type UnsubscribeState =
  { state: 'ask'; target: UnsubscribeTarget; action: string } | { state: 'done'; target: UnsubscribeTarget } | { state: 'invalid' }

const targetName = (target: UnsubscribeTarget, lang: Lang) =>
  target === 'digest' ? message('notifications.page.digest')[lang] : kindName(target, lang)

function section(page: UnsubscribeState, lang: Lang): string {
  if (page.state === 'invalid') return `<p>${escape(message('notifications.page.invalid')[lang])}</p>`
  const kind = targetName(page.target, lang)
  if (page.state === 'done') return `<p>${escape(message('notifications.page.done', { kind })[lang])}</p>`
  return `<p>${escape(message('notifications.page.question', { kind })[lang])}</p>`
}

/**
 * The page an unsubscribe link opens, in Chinese and English (the person may not be signed in, so
 * their language is not known to the browser). A GET only asks: the change is the form's POST, the
 * same one a mail client sends for a one-click unsubscribe (RFC 8058), so a link scanner that
 * follows the address changes nothing.
 */
export function unsubscribePage(page: UnsubscribeState): string {
  const title = message('notifications.page.title')
  const form =
    page.state === 'ask'
      ? `<form method="post" action="${escape(page.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escape(message('notifications.page.button').zh)} / <span lang="en">${escape(message('notifications.page.button').en)}</span></button>
</form>`
      : ''
  return `<!doctype html>
<html lang="zh">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title.zh)} · ${escape(title.en)}</title>
<style>
body { font-family: system-ui, "Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif; color: #14233a; background: #f3f6f9; margin: 0; }
main { max-width: 40rem; margin: 10vh auto; background: #fff; border: 1px solid #dbe3ec; border-radius: 8px; padding: 1.5rem 2rem; }
h1 { font-size: 1.25rem; margin: 0 0 1rem; }
button { font: inherit; background: #0b2a4a; color: #fff; border: 0; padding: .5rem 1.25rem; border-radius: 4px; cursor: pointer; }
button:focus-visible { outline: 3px solid #f2b705; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${escape(title.zh)} / <span lang="en">${escape(title.en)}</span></h1>
<section lang="zh">${section(page, 'zh')}</section>
<section lang="en">${section(page, 'en')}</section>
${form}
</main>
</body>
</html>`
}

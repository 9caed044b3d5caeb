import { describe, expect, it } from 'vitest'
import { AppError } from '../http/app-error.js'
import { keptOrLost, sanitizeKeepingText } from './sanitize.js'
import { SANITIZE_INLINE_MAX, SANITIZE_QUEUE_MAX, sanitizationsWaiting, sanitizeAhead, takeAhead } from './sanitize-ahead.js'

/** About `chars` characters of paragraphs, each text distinct by `mark`. */
const longText = (chars: number, mark: string) =>
  `<p>${mark}</p>${'<p>Some <b>bold</b> words and <a href="/x">a link</a>.</p>'.repeat(chars / 52)}`

describe('sanitising ahead, in the worker', () => {
  it('gives the result the inline sanitiser would, taken once by the save', async () => {
    const html = `${longText(SANITIZE_INLINE_MAX * 2, 'once')}<script>alert(1)</script>`
    const ahead = sanitizeAhead([html, 'short'])
    expect(sanitizationsWaiting()).toBe(1)
    await ahead
    expect(sanitizationsWaiting()).toBe(0)
    const inline = keptOrLost(html)
    expect(takeAhead(html)).toEqual(inline)
    // Taken: a second save of the same text sanitises it again.
    expect(takeAhead(html)).toBeUndefined()
    expect(takeAhead('short')).toBeUndefined()
    expect(sanitizeKeepingText(html, 'body')).toBe('clean' in inline ? inline.clean : '')
  })

  it('gives back the text that would be lost, and the save refuses naming its field', async () => {
    const html = `${longText(SANITIZE_INLINE_MAX * 2, 'lost')}<script>x<p>AFTER</p>`
    await sanitizeAhead([html])
    expect(() => sanitizeKeepingText(html, 'en.body')).toThrow(expect.objectContaining({ code: 'badRequest', field: 'en.body' }))
  })

  it('refuses past its queue at once with 429 and Retry-After', async () => {
    const texts = Array.from({ length: SANITIZE_QUEUE_MAX + 2 }, (_, i) => longText(SANITIZE_INLINE_MAX * 4, `flood ${i}`))
    const outcomes = await Promise.allSettled(texts.map((html) => sanitizeAhead([html])))
    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason as unknown)
    expect(refused).toHaveLength(2)
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError)
      expect(error).toMatchObject({ code: 'rateLimited', retryAfter: 5 })
    }
    for (const html of texts) takeAhead(html)
  })
})

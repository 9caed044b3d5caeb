import { describe, expect, it } from 'vitest'
import { endOfDay, formatDay, formatMinute } from './dates.js'
import { loc, pick } from './localise.js'
import { sanitize } from './sanitize.js'

describe('loc', () => {
  it('falls back to Chinese field by field', () => {
    const row = { title_zh: '标题', title_en: '', body_zh: '正文', body_en: 'Body' }
    expect(loc(row, 'title', 'en')).toBe('标题')
    expect(loc(row, 'body', 'en')).toBe('Body')
    expect(loc(row, 'body', 'zh')).toBe('正文')
    expect(pick({ zh: '中', en: '  ' }, 'en')).toBe('中')
  })
})

describe('dates', () => {
  it("formats in the institute's time zone, not the server's", () => {
    const lateUtc = new Date('2026-11-21T18:30:00Z')
    expect(formatDay(lateUtc, 'Asia/Shanghai')).toBe('2026-11-22')
    expect(formatMinute(lateUtc, 'Asia/Shanghai')).toBe('2026-11-22 02:30')
    expect(formatDay(lateUtc, 'UTC')).toBe('2026-11-21')
  })

  it('agrees with Intl at every quarter hour around daylight-saving changes and across zones and centuries', () => {
    const intl = (timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
    const zones = ['Asia/Shanghai', 'Europe/Berlin', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC']
    const starts = ['2026-03-07T00:00:00Z', '2026-10-24T00:00:00Z', '1988-04-09T00:00:00Z', '1899-12-30T00:00:00Z']
    for (const timeZone of zones) {
      const f = intl(timeZone)
      for (const start of starts) {
        // Three days in steps of 7 min 13 s: every quarter hour, and instants inside them.
        for (let ms = Date.parse(start); ms < Date.parse(start) + 3 * 86_400_000; ms += 433_000) {
          const p = Object.fromEntries(f.formatToParts(new Date(ms)).map((x) => [x.type, x.value]))
          expect(formatMinute(new Date(ms), timeZone), `${timeZone} ${new Date(ms).toISOString()}`).toBe(
            `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`,
          )
        }
      }
    }
  })

  it('finds where a day ends in the zone, on a day the clocks change too', () => {
    expect(endOfDay('2026-11-22', 'Asia/Shanghai').toISOString()).toBe('2026-11-22T16:00:00.000Z')
    // Berlin's clocks go forward on 29 March 2026: the day is 23 hours long and ends at 22:00 UTC.
    expect(endOfDay('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z')
    expect(endOfDay('2026-03-28', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z')
  })
})

describe('sanitize', () => {
  it('removes scripts, handlers, foreign images and dangerous links', () => {
    const out = sanitize(
      '<p onclick="x()">Hi<script>alert(1)</script></p><img src="https://evil.example/x.png"><img src="/file/image/AAAAAAAAAAAAAAAAAAAAAA" onerror="x"><a href="javascript:alert(1)">a</a><a href="https://example.org">b</a><style>p{}</style>',
    )
    expect(out).toBe(
      '<p>Hi</p><img src="/file/image/AAAAAAAAAAAAAAAAAAAAAA" /><a>a</a><a href="https://example.org" target="_blank" rel="noopener noreferrer">b</a>',
    )
  })
})

describe('sanitize: media of the library', () => {
  const id = 'AAAAAAAAAAAAAAAAAAAAAA'
  const video = `/file/common/download/${id}?inline=1`

  it('keeps a library video with its controls and a library poster, and nothing else of it', () => {
    expect(sanitize(`<video src="${video}" poster="/file/image/${id}" controls=""></video>`)).toBe(
      `<video src="${video}" poster="/file/image/${id}" controls></video>`,
    )
    expect(sanitize(`<video src="${video}" autoplay muted loop onplay="x()" style="a" width="9"></video>`)).toBe(
      `<video src="${video}" controls></video>`,
    )
    expect(sanitize(`<video src="${video}" poster="https://evil.example/p.png"></video>`)).toBe(`<video src="${video}" controls></video>`)
  })

  it('drops a video from anywhere else, with what it wraps', () => {
    for (const src of [
      `/file/common/download/${id}`,
      `/file/common/download/${id}?inline=0`,
      'https://evil.example/v.mp4',
      `//evil.example${video}`,
    ]) {
      expect(sanitize(`<p>a</p><video src="${src}"><source src="${video}">fallback</video><p>b</p>`), src).toBe('<p>a</p><p>b</p>')
    }
    expect(sanitize(`<video><source src="${video}"></video>`)).toBe('')
  })

  it('keeps an image’s alt text and drops an image from anywhere else', () => {
    expect(sanitize(`<img src="/file/image/${id}" alt="脑切片 &amp; slice" title="t">`)).toBe(
      `<img src="/file/image/${id}" alt="脑切片 &amp; slice" />`,
    )
    expect(sanitize(`<img src="/file/image/${id}?w=640" alt="x">`)).toBe('')
  })
})

describe('memoAsync', () => {
  it('shares one read between concurrent callers and forgets failures', async () => {
    const { memoAsync } = await import('./memo.js')
    const memo = memoAsync<number>(60)
    let reads = 0
    const read = async () => {
      reads += 1
      return 7
    }
    expect(await Promise.all([memo.get('a', read), memo.get('a', read), memo.get('a', read)])).toEqual([7, 7, 7])
    expect(reads).toBe(1)
    await expect(
      memo.get('b', async () => {
        throw new Error('down')
      }),
    ).rejects.toThrow('down')
    expect(await memo.get('b', read)).toBe(7)
    expect(reads).toBe(2)
    memo.clear()
    await memo.get('a', read)
    expect(reads).toBe(3)
    const never = memoAsync<number>(0)
    await never.get('c', read)
    await never.get('c', read)
    expect(reads).toBe(5)
  })
})

import { describe, expect, it } from 'vitest'
import { formatDay, formatMinute } from './dates.js'
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

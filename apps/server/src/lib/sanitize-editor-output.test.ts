import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { removedText, sanitize, sanitizeKeepingText } from './sanitize.js'

// What the console's rich-text editor writes for every feature it offers, kept as fixtures by the
// console's own test (apps/console/src/components/rich-text/rich-text-output.test.ts fails when the
// editor's output no longer matches them). The public sanitiser must keep it as it is: what an
// editor stores is then exactly what the site shows, and a save never changes a body behind the
// person's back.
const FIXTURES = resolve(import.meta.dirname, '../../../console/src/components/rich-text/fixtures')
const editorOutput = (name: string) => readFileSync(resolve(FIXTURES, name), 'utf8')

// Spelling differences only: the sanitiser writes U+00A0 as the character, closes void elements
// (<br />) and writes a boolean attribute bare (controls); the browser's serialiser writes &nbsp;,
// <br> and controls="".
const sameText = (html: string) =>
  html
    .replaceAll('&nbsp;', '\u00a0')
    .replace(/\s*\/>/g, '>')
    .replaceAll('controls=""', 'controls')

describe('the sanitiser and the rich-text editor', () => {
  it('keeps every feature of the editor as the editor wrote it', () => {
    const html = editorOutput('editor-output.html')
    expect(html).toContain('<table>')
    expect(sameText(sanitize(html))).toBe(sameText(html))
  })

  it('keeps a video of the media library as the editor wrote it', () => {
    const html = editorOutput('editor-output-video.html')
    expect(sameText(sanitize(html))).toBe(sameText(html))
  })

  it('finds no text removed from what the editor writes, so a save of it is never refused', () => {
    for (const name of ['editor-output.html', 'editor-output-video.html']) {
      const html = editorOutput(name)
      expect(removedText(html, sanitize(html)), name).toEqual([])
      expect(sameText(sanitizeKeepingText(html, 'body'))).toBe(sameText(html))
    }
  })
})

describe('text the cleaning would remove', () => {
  it('names the runs of words a reader would have seen, not scripts, styles or markup', () => {
    const before =
      '<p onclick="x()">One <b>two</b> three</p><script>var hidden = 1</script><textarea>Your comments here</textarea><p>four</p>'
    expect(removedText(before, sanitize(before))).toEqual(['Your comments here'])
    // A word repeated counts each time it appears.
    expect(removedText('<p>a a b</p>', '<p>a b</p>')).toEqual(['a'])
  })

  it('keeps letters outside the basic plane (an emoji, a rare Chinese character): they are not text removed', () => {
    const body = '<p>\u{1F600} \u{20000}字 b</p>'
    expect(removedText(body, body)).toEqual([])
    expect(sanitizeKeepingText(body, 'body')).toBe(body)
    const foreign = '<p>\u{1F600} a<video src="https://elsewhere.example/v.mp4">gone</video></p>'
    expect(removedText(foreign, sanitize(foreign))).toEqual(['gone'])
  })
})

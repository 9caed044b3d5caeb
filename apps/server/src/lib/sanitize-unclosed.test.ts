import { describe, expect, it } from 'vitest'
import { AppError } from '../http/app-error.js'
import { sanitizeKeepingText, withUnclosedAsText } from './sanitize.js'

/** What a save of this body gives: the stored HTML, or the refusal's field and English message. */
function save(html: string): { stored: string } | { field: string | undefined; msg: string } {
  try {
    return { stored: sanitizeKeepingText(html, 'en.body') }
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'badRequest') throw error
    return { field: error.field, msg: error.messages.en }
  }
}

const refusedNaming = (text: string) => ({ field: 'en.body', msg: expect.stringContaining(`"${text}"`) })

// An element whose content the parser reads as plain text, opened and never closed, takes the rest of
// the body with it. Each one either keeps that text (closed where the swallowed content starts) or is
// refused naming it: never a save that quietly ends where the element opened.
describe('a raw-text element left open', () => {
  const body = (tag: string) => `<p>before</p><${tag}>x<p>AFTER</p>`

  it('<script>: refused, naming the text it would swallow', () => {
    expect(save(body('script'))).toEqual(refusedNaming('x AFTER'))
    expect(save('<p>before</p><script type="module">let a = 1<h2>Heading</h2><p>and more</p>')).toEqual(
      refusedNaming('let a = 1 Heading and more'),
    )
  })

  it('<style>, <noembed>, <noframes>: closed where the text starts, which keeps it', () => {
    for (const tag of ['style', 'noembed', 'noframes']) {
      const saved = save(body(tag))
      expect(saved, tag).toHaveProperty('stored')
      expect((saved as { stored: string }).stored, tag).toContain('<p>AFTER</p>')
    }
  })

  it('<style> ended by a tag of a longer name, which the parser reads as its text: closed where the text starts too', () => {
    expect(save('<p>before</p><style>x</styles><p>AFTER</p>')).toEqual({ stored: '<p>before</p><p>AFTER</p>' })
  })

  it('<plaintext>, which has no end tag: the tag goes, the text and its markup stay', () => {
    expect(save(body('plaintext'))).toEqual({ stored: '<p>before</p>x<p>AFTER</p>' })
  })

  it('<iframe>, <template>: their content stays as text with its markup', () => {
    expect(save(body('iframe'))).toEqual({ stored: '<p>before</p>x<p>AFTER</p>' })
    expect(save(body('template'))).toEqual({ stored: '<p>before</p>x<p>AFTER</p>' })
  })

  it('<textarea>, <title>, <xmp>, <noscript>: refused naming the text, as before', () => {
    expect(save(body('textarea'))).toEqual(refusedNaming('x'))
    expect(save(body('xmp'))).toEqual(refusedNaming('x'))
    expect(save(body('title'))).toEqual(refusedNaming('AFTER'))
    expect(save(body('noscript'))).toEqual(refusedNaming('AFTER'))
  })

  it('in any case of letters, with attributes', () => {
    expect(save('<p>before</p><SCRIPT src="x.js">x<p>AFTER</p>')).toEqual(refusedNaming('x AFTER'))
  })

  it('is not taken as closed by a later element of its kind, which the parser reads as its end', () => {
    expect(save('<p>before</p><script>x<p>AFTER</p><script>y</script>')).toEqual(refusedNaming('x AFTER'))
  })

  it('is not taken as closed by an end tag of a longer name, which the parser reads as its text', () => {
    expect(save('<p>before</p><script>x</scripts><p>AFTER</p>')).toEqual(refusedNaming('x AFTER'))
  })
})

describe('a raw-text element closed', () => {
  it('<script> and <style>: their code is not text, so they go without a refusal', () => {
    expect(save('<p>before</p><script>var a = "<p>no</p>"</script><style>p { color: red }</style><p>AFTER</p>')).toEqual({
      stored: '<p>before</p><p>AFTER</p>',
    })
  })

  it('counts a closed element as markup and an unclosed one as text, whatever else is in the body', () => {
    expect(withUnclosedAsText('<script>a</script><p>b</p><script>c')).toBe('<script>a</script><p>b</p>c')
    expect(withUnclosedAsText('<Style>a</STYLE>')).toBe('<Style>a</STYLE>')
    expect(withUnclosedAsText('<script>a</script\n><p>b</p>')).toBe('<script>a</script\n><p>b</p>')
    // A tag inside a closed element's content is its text, not a tag.
    expect(withUnclosedAsText('<script>"<style>"</script><p>b</p>')).toBe('<script>"<style>"</script><p>b</p>')
  })
})

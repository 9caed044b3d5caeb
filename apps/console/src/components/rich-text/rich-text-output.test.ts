// @vitest-environment happy-dom
import { Editor } from '@tiptap/core'
import { afterEach, describe, expect, it } from 'vitest'
import { richTextExtensions } from './rich-text-extensions'

// The editor's HTML for every feature, kept in fixtures/editor-output*.html. The server's test
// (apps/server/src/lib/sanitize-editor-output.test.ts) runs the public sanitiser over the same files
// and expects them back unchanged, so the two cannot drift apart: a change of the editor's output
// fails here until the fixture is updated (`vitest -u`), and then there if the sanitiser disagrees.

const IMAGE = '/file/image/AbCdEfGhIjKlMnOpQrStUv'
const VIDEO = '/file/common/download/AbCdEfGhIjKlMnOpQrStUv?inline=1'

let editor: Editor | undefined
afterEach(() => editor?.destroy())

function output(build: (editor: Editor) => void): string {
  editor = new Editor({ extensions: richTextExtensions() })
  build(editor)
  return editor.getHTML()
}

describe('the editor’s output', () => {
  it('for text, headings, lists, quotes, links, images and tables is the fixture the sanitiser test reads', async () => {
    const html = output((e) => {
      e.commands.setContent(
        '<h2>二级标题</h2><h3>Heading 3</h3><h4>Heading 4</h4>' +
          '<p>Plain, <strong>bold</strong>, <em>italic</em>, <strong><em>both</em></strong>,<br>a line break and a non-breaking\u00a0space.</p>' +
          '<p><a href="https://example.org/a?b=1&amp;c=2">web</a> <a href="http://example.org">plain web</a> ' +
          '<a href="mailto:office@example.org">e-mail</a> <a href="tel:+861012345678">telephone</a></p>' +
          '<ul><li><p>one</p><ul><li><p>nested</p></li></ul></li><li><p>two</p></li></ul>' +
          '<ol start="3" type="a"><li><p>first</p><ol><li><p>nested</p></li></ol></li></ol>' +
          '<blockquote><p>引用</p></blockquote>' +
          `<img src="${IMAGE}" alt="所徽 &quot;logo&quot;" title="dropped" width="100">` +
          '<table style="width:100%"><colgroup><col width="80"></colgroup><tr><th>h1</th><th style="text-align:center">h2</th></tr>' +
          '<tr><td colspan="2" colwidth="80,80">spanning</td></tr></table><p></p>',
      )
      e.commands.setTextSelection(e.state.doc.content.size - 1)
      e.commands.insertTable({ rows: 3, cols: 2, withHeaderRow: true })
      e.commands.insertContent('cell')
      e.commands.addColumnAfter()
    })
    expect(html).not.toMatch(/style=|class=|colgroup|<col|colwidth|start=|type=|title=|width=|nofollow/)
    await expect(html).toMatchFileSnapshot('./fixtures/editor-output.html')
  })

  it('for a video is the fixture of the sanitiser test’s video case', async () => {
    const html = output((e) => {
      e.commands.insertContent([
        { type: 'video', attrs: { src: VIDEO, poster: IMAGE } },
        { type: 'video', attrs: { src: VIDEO } },
      ])
    })
    await expect(html).toMatchFileSnapshot('./fixtures/editor-output-video.html')
  })

  it('reads its own output back to the same document', () => {
    const first = output((e) => {
      e.commands.setContent(
        `<h2>a</h2><p><a href="mailto:x@example.org">m</a></p><table><tr><th>h</th></tr><tr><td colspan="2">c</td></tr></table>`,
      )
    })
    editor!.destroy()
    expect(output((e) => e.commands.setContent(first))).toBe(first)
  })
})

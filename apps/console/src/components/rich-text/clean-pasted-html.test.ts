// @vitest-environment happy-dom
import { readFileSync } from 'node:fs'
import { Editor } from '@tiptap/core'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanPastedHtml } from './clean-pasted-html'
import { richTextExtensions } from './rich-text-extensions'

/** Clipboard HTML as each source writes it (fixtures/). */
const fixture = (name: string) => readFileSync(`${import.meta.dirname}/fixtures/${name}.html`, 'utf8')

let editor: Editor | undefined
afterEach(() => editor?.destroy())

/** Pastes through ProseMirror's own clipboard path, as Ctrl+V does, and reads the stored HTML. */
function pasteIntoEditor(html: string): string {
  editor = new Editor({ extensions: richTextExtensions(), editorProps: { transformPastedHTML: (h) => cleanPastedHtml(h).html } })
  editor.view.pasteHTML(html)
  return editor.getHTML()
}

describe('paste from Word for Windows (Chinese)', () => {
  const cleaned = cleanPastedHtml(fixture('word-windows'))

  it('rebuilds the list paragraphs into nested bulleted and numbered lists, without the typed markers', () => {
    expect(cleaned.html).toContain(
      '<ul><li>神经环路解析<ul><li>全脑介观图谱</li><li>单细胞测序</li></ul></li><li>认知与行为</li></ul>' +
        '<p>年度工作按以下步骤推进：</p>' +
        '<ol><li>立项与评审<ol><li>专家论证</li></ol></li><li>中期检查</li></ol>',
    )
  })

  it('keeps headings (h1 becomes h2), bold, italic and links; drops styles, fonts, spans, <o:p>, comments and empty paragraphs', () => {
    expect(cleaned.html).toBe(
      '<h2>脑科学研究所2024年度报告</h2>' +
        '<p>本年度研究所在神经环路与认知功能方向取得了<strong>重要进展</strong>，相关成果发表于<em>Nature Neuroscience</em>。详见<a href="https://www.example.org/report-2024">年度报告全文</a>。</p>' +
        '<h3>主要方向</h3>' +
        '<ul><li>神经环路解析<ul><li>全脑介观图谱</li><li>单细胞测序</li></ul></li><li>认知与行为</li></ul>' +
        '<p>年度工作按以下步骤推进：</p>' +
        '<ol><li>立项与评审<ol><li>专家论证</li></ol></li><li>中期检查</li></ol>' +
        '<table><tbody><tr><td><p><strong>课题组</strong></p></td><td><p><strong>论文数</strong></p></td></tr>' +
        '<tr><td><p>神经发育组</p></td><td><p>12</p></td></tr></tbody></table>' +
        '<p>联系人：王芳，<a href="mailto:wangfang@example.org">wangfang@example.org</a></p>',
    )
    expect(cleaned.html).not.toMatch(/style=|class=|<span|<o:p|<!--|mso-|file:/)
  })

  it('drops the picture (a file:/// path on the author’s computer) and counts it for the notice', () => {
    expect(cleaned.droppedMedia).toBe(1)
    expect(cleaned.html).not.toContain('<img')
  })

  it('gives the editor the same document', () => {
    expect(pasteIntoEditor(fixture('word-windows'))).toBe(
      '<h2>脑科学研究所2024年度报告</h2>' +
        '<p>本年度研究所在神经环路与认知功能方向取得了<strong>重要进展</strong>，相关成果发表于<em>Nature Neuroscience</em>。详见<a href="https://www.example.org/report-2024" target="_blank" rel="noopener noreferrer">年度报告全文</a>。</p>' +
        '<h3>主要方向</h3>' +
        '<ul><li><p>神经环路解析</p><ul><li><p>全脑介观图谱</p></li><li><p>单细胞测序</p></li></ul></li><li><p>认知与行为</p></li></ul>' +
        '<p>年度工作按以下步骤推进：</p>' +
        '<ol><li><p>立项与评审</p><ol><li><p>专家论证</p></li></ol></li><li><p>中期检查</p></li></ol>' +
        '<table><tbody><tr><td><p><strong>课题组</strong></p></td><td><p><strong>论文数</strong></p></td></tr>' +
        '<tr><td><p>神经发育组</p></td><td><p>12</p></td></tr></tbody></table>' +
        '<p>联系人：王芳，<a href="mailto:wangfang@example.org">wangfang@example.org</a></p>',
    )
  })
})

describe('paste from Word for Mac (English)', () => {
  const cleaned = cleanPastedHtml(fixture('word-mac'))

  it('reads the <![if !supportLists]> markers Word for Mac writes, three levels deep', () => {
    expect(cleaned.html).toContain(
      '<ol><li>Fill in the form<ol><li>Personal details<ol><li>A photograph is not needed</li></ol></li></ol></li>' +
        '<li>Send it to <a href="mailto:summer@example.org">summer@example.org</a></li></ol>',
    )
    expect(cleaned.html).toContain('<ul><li>A laptop<ul><li>with Python 3 installed</li></ul></li><li>Your poster</li></ul>')
  })

  it('keeps the headings at their rank, the table, bold and italic, and drops the local picture', () => {
    expect(cleaned.html).toMatch(
      /^<h2>Call for applications: summer school 2025<\/h2><p>The institute invites <strong>graduate students<\/strong>\s+and <em>early-career researchers<\/em>/,
    )
    expect(cleaned.html).toContain('<h3>How to apply</h3>')
    expect(cleaned.html).toContain('<table><tbody><tr><td><p><strong>Date</strong></p></td><td><p><strong>Session</strong></p></td></tr>')
    expect(cleaned.html).not.toMatch(/style=|class=|<span|<o:p|<!--|<img|&nbsp;/)
    expect(cleaned.droppedMedia).toBe(1)
  })

  it('gives the editor real nested lists', () => {
    const html = pasteIntoEditor(fixture('word-mac'))
    expect(html).toContain(
      '<ol><li><p>Fill in the form</p><ol><li><p>Personal details</p><ol><li><p>A photograph is not needed</p></li></ol></li></ol></li>',
    )
    expect(html).toContain('<ul><li><p>A laptop</p><ul><li><p>with Python 3 installed</p></li></ul></li><li><p>Your poster</p></li></ul>')
    expect(html).toContain('The institute invites <strong>graduate students</strong> and <em>early-career researchers</em> to apply.')
  })
})

describe('paste from Google Docs', () => {
  const cleaned = cleanPastedHtml(fixture('google-docs'))

  it('is not all bold (the <b style="font-weight:normal"> wrapper goes) and turns styled spans into bold and italic', () => {
    expect(cleaned.html).toMatch(
      /^<h2>Lab open day<\/h2><p>Visitors can tour the <strong>imaging centre<\/strong> and meet <em>our students<\/em>\./,
    )
  })

  it('moves a nested list into the item before it, drops the line breaks between blocks and the foreign image', () => {
    expect(cleaned.html).toBe(
      '<h2>Lab open day</h2>' +
        '<p>Visitors can tour the <strong>imaging centre</strong> and meet <em>our students</em>. Register on <a href="https://www.example.org/open-day">the open day page</a>.</p>' +
        '<h3>Programme</h3>' +
        '<ul><li><p>Morning: laboratories</p><ul><li><p>Two-photon microscopy</p></li><li><p>Electrophysiology</p></li></ul></li><li><p>Afternoon: talks</p></li></ul>' +
        '<ol><li><p>Register</p></li><li><p>Come to the front gate</p></li></ol>' +
        '<table><tbody><tr><td><p><strong>Time</strong></p></td><td><p><strong>Where</strong></p></td></tr>' +
        '<tr><td><p>9:00</p></td><td><p>Building B hall</p></td></tr></tbody></table>',
    )
    expect(cleaned.droppedMedia).toBe(1)
  })
})

describe('paste from a news web page', () => {
  const cleaned = cleanPastedHtml(fixture('news-web-page'))

  it('keeps the article’s structure and drops the page’s styles, classes, buttons and script links', () => {
    expect(cleaned.html).toBe(
      '<h2>研究团队揭示睡眠中记忆巩固的新机制</h2>' +
        '<p>来源：科学新闻网2024-11-05</p>' +
        '<p>图：小鼠睡眠期间的脑电记录（研究团队供图）</p>' +
        '<p>近日，脑科学研究所<strong>睡眠与记忆研究组</strong>在<em>Science</em>发表论文，揭示了慢波睡眠期间海马与皮层之间的信息传递机制。论文链接：<a href="https://doi.org/10.1126/science.abc1234">doi.org/10.1126/science.abc1234</a>。</p>' +
        '<h3>研究亮点</h3>' +
        '<ul><li>首次在自由活动小鼠中记录到纺锤波与尖波涟漪的耦合</li><li>光遗传抑制耦合后，记忆保持率下降约40%</li></ul>' +
        '<blockquote><p>“睡眠不是大脑的休息，而是记忆的整理。”——论文通讯作者</p></blockquote>' +
        '<p>实验分组</p>' +
        '<table><thead><tr><th>组别</th><th>动物数</th></tr></thead><tbody><tr><td>对照组</td><td>12</td></tr><tr><td colspan="2">实验组另行报告</td></tr></tbody></table>' +
        '<p>责任编辑：李明</p>',
    )
    expect(cleaned.droppedMedia).toBe(1)
  })

  it('gives the editor a table with its header row and spanning cell', () => {
    expect(pasteIntoEditor(fixture('news-web-page'))).toContain(
      '<table><tbody><tr><th><p>组别</p></th><th><p>动物数</p></th></tr><tr><td><p>对照组</p></td><td><p>12</p></td></tr><tr><td colspan="2"><p>实验组另行报告</p></td></tr></tbody></table>',
    )
  })
})

describe('cleaning a paste', () => {
  const clean = (html: string) => cleanPastedHtml(html).html
  const wordItem = (list: string, level: number, marker: string, text: string) =>
    `<p class=MsoListParagraph style='mso-list:${list} level${level} lfo1'><!--[if !supportLists]--><span><span style='mso-list:Ignore'>${marker}<span style='font:7.0pt "Times New Roman"'>&nbsp;</span></span></span><!--[endif]-->${text}</p>`

  it('tells Chinese numbering from bullets', () => {
    expect(clean(wordItem('l0', 1, '一、', '总则') + wordItem('l0', 1, '二、', '分则'))).toBe('<ol><li>总则</li><li>分则</li></ol>')
    expect(clean(wordItem('l0', 1, '（1）', '甲') + wordItem('l0', 1, '①', '乙'))).toBe('<ol><li>甲</li><li>乙</li></ol>')
    expect(clean(wordItem('l0', 1, '§', 'a') + wordItem('l0', 1, 'Ø', 'b'))).toBe('<ul><li>a</li><li>b</li></ul>')
  })

  it('starts a new list where the kind changes, and where a paragraph comes between', () => {
    expect(clean(wordItem('l0', 1, '1.', 'a') + wordItem('l0', 1, '·', 'b'))).toBe('<ol><li>a</li></ol><ul><li>b</li></ul>')
    expect(clean(wordItem('l0', 1, '1.', 'a') + '<p>between</p>' + wordItem('l0', 1, '2.', 'b'))).toBe(
      '<ol><li>a</li></ol><p>between</p><ol><li>b</li></ol>',
    )
  })

  it('finds the marker in its mso-list:Ignore span when the browser dropped the comments', () => {
    expect(clean(`<p style='mso-list:l0 level1 lfo1'><span style='mso-list:Ignore'>1.&nbsp;</span>first</p>`)).toBe(
      '<ol><li>first</li></ol>',
    )
  })

  it('keeps only web, e-mail and telephone links', () => {
    expect(
      clean(
        '<p><a href="javascript:alert(1)">a</a> <a href="/relative">b</a> <a href="#_ftn1">c</a> <a href="tel:+861012345678">d</a> <a name="_Toc1">e</a></p>',
      ),
    ).toBe('<p>a b c <a href="tel:+861012345678">d</a> e</p>')
  })

  it('keeps images and videos of the media library, with their alt text and poster', () => {
    const id = 'AbCdEfGhIjKlMnOpQrStUv'
    const { html, droppedMedia } = cleanPastedHtml(
      `<p><img src="/file/image/${id}" alt="所徽" width="100" class="x"><img src="data:image/png;base64,AAAA"></p>` +
        `<video src="/file/common/download/${id}?inline=1" poster="/file/image/${id}" autoplay></video><video src="https://cdn.example.com/v.mp4"></video>`,
    )
    expect(html).toBe(
      `<p><img src="/file/image/${id}" alt="所徽"></p><video src="/file/common/download/${id}?inline=1" poster="/file/image/${id}"></video>`,
    )
    expect(droppedMedia).toBe(2)
  })

  it('keeps ProseMirror’s slice mark, so copying inside the editor pastes the same', () => {
    expect(clean('<p data-pm-slice="1 1 []" style="color:red">x</p>')).toBe('<p data-pm-slice="1 1 []">x</p>')
  })

  it('drops scripts, styles and forms with their content', () => {
    expect(clean('<p>a<script>alert(1)</script><style>p{}</style><input value="x"><select><option>o</option></select></p>')).toBe(
      '<p>a</p>',
    )
  })

  it('shifts headings so the highest is an h2, and none is below h4', () => {
    expect(clean('<h3>a</h3><h5>b</h5><h6>c</h6>')).toBe('<h3>a</h3><h4>b</h4><h4>c</h4>')
    expect(clean('<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4>')).toBe('<h2>a</h2><h3>b</h3><h4>c</h4><h4>d</h4>')
  })

  it('joins Chinese text that the source wrapped across lines, without a space', () => {
    expect(clean('<p>神经\n  环路 and\nmore</p>')).toBe('<p>神经环路 and\nmore</p>')
  })

  it('makes a paragraph of a layout block that holds only text, and unwraps one that holds blocks', () => {
    expect(clean('<div class="a"><span>one</span></div><section><p>two</p><div>three</div></section>')).toBe(
      '<p>one</p><p>two</p><p>three</p>',
    )
  })

  it('keeps the line breaks inside a paragraph, and drops Word’s extra one for old browsers', () => {
    expect(clean('<p>a<br>b<!--[if !supportLineBreakNewLine]--><br style="mso-special-character:line-break"><!--[endif]--></p>')).toBe(
      '<p>a<br>b</p>',
    )
  })
})

describe('text the cleaning would lose', () => {
  it('keeps what an unclosed <style> in the page swallowed, deep in the paste', () => {
    const html =
      '<html><body><p>First paragraph.</p><div><style>p { color: red }<p>Second paragraph, <b>bold</b>.</p><h2>A heading</h2><p>Last one.</p></div></body></html>'
    const cleaned = cleanPastedHtml(html)
    expect(cleaned.html).toBe('<p>First paragraph.</p><p>Second paragraph, <strong>bold</strong>.</p><h2>A heading</h2><p>Last one.</p>')
    expect(cleaned.droppedText).toEqual([])
  })

  it('keeps the body an unclosed <style> in the head swallowed whole', () => {
    const cleaned = cleanPastedHtml('<html><head><style>body { margin: 0 }</head><body><p>所有正文。</p><p>第二段。</p></body></html>')
    expect(cleaned.html).toBe('<p>所有正文。</p><p>第二段。</p>')
  })

  it('leaves a closed style or script out without a word, but names text a reader would have seen', () => {
    const cleaned = cleanPastedHtml(
      '<style>p.MsoNormal { margin: 0 }</style><script>if (a<b) go()</script><p>Kept.</p><button>Register now</button><textarea>Your comments</textarea>',
    )
    expect(cleaned.html).toBe('<p>Kept.</p>')
    expect(cleaned.droppedText).toEqual(['Register now', 'Your comments'])
  })
})

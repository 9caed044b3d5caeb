// @vitest-environment happy-dom
import type { Editor } from '@tiptap/core'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { RichText } from './rich-text'
import { ControlledField, press, setup, toolbar } from './rich-text-fixtures'

const IMAGE = '/file/image/AbCdEfGhIjKlMnOpQrStUv'

beforeEach(() => langStore.set({ lang: 'en' }))
afterEach(cleanup)

describe('the rich-text field', () => {
  it('is a labelled multi-line textbox in the language of its text, invalid when told', () => {
    render(<RichText value="" onChange={() => {}} label="正文（中文）" lang="zh" invalid describedBy="body-error" />)
    const textbox = screen.getByRole('textbox', { name: '正文（中文）' })
    expect(textbox.getAttribute('aria-multiline')).toBe('true')
    expect(textbox.getAttribute('lang')).toBe('zh-CN')
    expect(textbox.getAttribute('aria-invalid')).toBe('true')
    expect(textbox.getAttribute('aria-describedby')).toBe('body-error')
    expect(textbox.classList.contains('ProseMirror')).toBe(true)
  })

  it('toggles bold and italic on the selection, and the buttons say whether they apply', () => {
    const { editor, lastHtml } = setup()
    act(() => void editor.commands.selectAll())
    press('Bold')
    expect(lastHtml()).toBe('<p><strong>Hello world</strong></p>')
    expect(within(toolbar()).getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true')
    expect(within(toolbar()).getByRole('button', { name: 'Italic' }).getAttribute('aria-pressed')).toBe('false')
    press('Italic')
    expect(lastHtml()).toBe('<p><strong><em>Hello world</em></strong></p>')
    press('Bold')
    expect(lastHtml()).toBe('<p><em>Hello world</em></p>')
  })

  it('makes headings h2 to h4, lists and quotes from the toolbar', () => {
    const { lastHtml } = setup()
    press('Heading 3')
    expect(lastHtml()).toBe('<h3>Hello world</h3>')
    expect(within(toolbar()).getByRole('button', { name: 'Heading 3' }).getAttribute('aria-pressed')).toBe('true')
    press('Heading 3')
    press('Numbered list')
    expect(lastHtml()).toBe('<ol><li><p>Hello world</p></li></ol>')
    press('Numbered list')
    press('Bulleted list')
    expect(lastHtml()).toBe('<ul><li><p>Hello world</p></li></ul>')
    press('Bulleted list')
    press('Quote')
    expect(lastHtml()).toBe('<blockquote><p>Hello world</p></blockquote>')
  })

  it('names each shortcut for assistive technology', () => {
    setup()
    const bold = within(toolbar()).getByRole('button', { name: 'Bold' })
    expect(bold.getAttribute('aria-keyshortcuts')).toBe('Control+B')
    expect(within(toolbar()).getByRole('button', { name: 'Numbered list' }).getAttribute('aria-keyshortcuts')).toBe('Control+Shift+7')
  })

  it('undoes and redoes', () => {
    const { editor, lastHtml } = setup()
    expect(within(toolbar()).getByRole('button', { name: 'Undo' }).hasAttribute('disabled')).toBe(true)
    act(() => void editor.commands.selectAll())
    press('Bold')
    press('Undo')
    expect(lastHtml()).toBe('<p>Hello world</p>')
    press('Redo')
    expect(lastHtml()).toBe('<p><strong>Hello world</strong></p>')
  })

  it('stores nothing for an empty body', () => {
    const { editor, lastHtml } = setup()
    act(() => void editor.commands.clearContent(true))
    expect(lastHtml()).toBe('')
  })
})

describe('the link dialog', () => {
  it('links the selection to a web address, completing https://', async () => {
    const { editor, lastHtml } = setup()
    act(() => void editor.commands.setTextSelection({ from: 7, to: 12 }))
    press('Link')
    const dialog = await screen.findByRole('dialog', { name: 'Add link' })
    fireEvent.change(within(dialog).getByLabelText('Address', { exact: false }), { target: { value: 'example.org/news' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(lastHtml()).toBe('<p>Hello <a href="https://example.org/news" target="_blank" rel="noopener noreferrer">world</a></p>')
  })

  it('refuses an address the site would not keep, and says what it takes', async () => {
    const { editor, onChange } = setup()
    act(() => void editor.commands.selectAll())
    press('Link')
    const dialog = await screen.findByRole('dialog')
    const address = within(dialog).getByLabelText('Address', { exact: false })
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(within(dialog).getByText(/Give a web address/).textContent).toContain('mailto:')
    expect(address.getAttribute('aria-invalid')).toBe('true')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('inserts linked text at the cursor, edits an existing link and removes it', async () => {
    const { editor, lastHtml } = setup()
    act(() => void editor.commands.setTextSelection(12))
    // Ctrl+K in the text opens it too.
    fireEvent.keyDown(editor.view.dom, { key: 'k', ctrlKey: true })
    let dialog = await screen.findByRole('dialog', { name: 'Add link' })
    fireEvent.change(within(dialog).getByLabelText('Address', { exact: false }), { target: { value: 'office@example.org' } })
    fireEvent.change(within(dialog).getByLabelText('Text shown'), { target: { value: ' mail us ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(lastHtml()).toBe('<p>Hello world<a href="mailto:office@example.org">mail us</a></p>')

    act(() => void editor.commands.setTextSelection(15))
    press('Link')
    dialog = await screen.findByRole('dialog', { name: 'Edit link' })
    expect((within(dialog).getByLabelText('Address', { exact: false }) as HTMLInputElement).value).toBe('mailto:office@example.org')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove link' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(lastHtml()).toBe('<p>Hello worldmail us</p>')
  })
})

describe('the link dialog inside a form', () => {
  it('adds the link without submitting the form the field is in (the editor’s save)', async () => {
    const save = vi.fn()
    const onChange = vi.fn<(html: string) => void>()
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault()
          save()
        }}
      >
        <ControlledField initial="<p>Hello world</p>" onChange={onChange} />
      </form>,
    )
    const editor = (screen.getByRole('textbox', { name: 'Body (English)' }) as HTMLElement & { editor: Editor }).editor
    act(() => void editor.commands.setTextSelection({ from: 7, to: 12 }))
    press('Link')
    const dialog = await screen.findByRole('dialog', { name: 'Add link' })
    const address = within(dialog).getByLabelText('Address', { exact: false })
    fireEvent.change(address, { target: { value: 'example.org' } })
    // Enter in the address field submits the dialog's form, as the Apply button does.
    fireEvent.submit(address.closest('form')!)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onChange.mock.lastCall?.[0]).toContain('<a href="https://example.org"')
    expect(save).not.toHaveBeenCalled()
  })
})

describe('the table menu', () => {
  async function choose(item: string) {
    fireEvent.click(within(toolbar()).getByRole('button', { name: 'Table' }))
    const menu = await screen.findByRole('menu')
    const option = within(menu).getByRole('menuitem', { name: item })
    if (option.getAttribute('aria-disabled') === 'true') throw new Error(`${item} is disabled`)
    fireEvent.click(option)
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  }
  const rows = (html: string | undefined) => html?.match(/<tr>/g)?.length ?? 0
  const columns = (html: string | undefined) => html?.match(/<tr>.*?<\/tr>/)?.[0].match(/<t[hd][ >]/g)?.length ?? 0

  // Eight trips through a menu: slow in happy-dom on a busy machine.
  it('inserts a table with a header row, adds and removes rows and columns, and deletes it', { timeout: 30_000 }, async () => {
    const { lastHtml } = setup()
    await choose('Insert table')
    expect(lastHtml()).toMatch(/^<table><tbody><tr><th><p><\/p><\/th>/)
    expect([rows(lastHtml()), columns(lastHtml())]).toEqual([3, 3])
    await choose('Header row on or off')
    expect(lastHtml()).not.toContain('<th>')
    await choose('Header row on or off')
    expect(lastHtml()).toMatch(/^<table><tbody><tr><th>/)
    await choose('Add row below')
    await choose('Add column to the right')
    expect([rows(lastHtml()), columns(lastHtml())]).toEqual([4, 4])
    await choose('Delete row')
    await choose('Delete column')
    expect([rows(lastHtml()), columns(lastHtml())]).toEqual([3, 3])
    await choose('Delete table')
    expect(lastHtml()).not.toContain('<table>')
  })

  it('offers only inserting outside a table, and everything but inserting inside one', async () => {
    setup()
    fireEvent.click(within(toolbar()).getByRole('button', { name: 'Table' }))
    const menu = await screen.findByRole('menu')
    const disabled = within(menu)
      .getAllByRole('menuitem')
      .filter((item) => item.getAttribute('aria-disabled') === 'true')
      .map((item) => item.textContent)
    expect(disabled).toContain('Add row below')
    expect(disabled).not.toContain('Insert table')
  })
})

describe('media from the library', () => {
  it('inserts the chosen image with its alt text, and refuses an address outside the library', async () => {
    const pickImage = vi
      .fn()
      .mockResolvedValueOnce({ src: IMAGE, alt: 'Institute logo' })
      .mockResolvedValueOnce({ src: 'https://x.example/a.png', alt: '' })
    const { lastHtml } = setup({ pickImage })
    press('Image from the media library')
    await waitFor(() => expect(lastHtml()).toContain(`<img src="${IMAGE}" alt="Institute logo">`))
    press('Image from the media library')
    expect(await screen.findByText('That file is not in the media library and cannot be inserted.')).toBeTruthy()
  })

  it('offers no image or video button without a picker', () => {
    setup()
    expect(within(toolbar()).queryByRole('button', { name: 'Image from the media library' })).toBeNull()
    expect(within(toolbar()).queryByRole('button', { name: 'Video from the media library' })).toBeNull()
  })

  it('tells the person, politely, that pasted pictures from outside the library were left out', async () => {
    const { editor, textbox } = setup()
    act(() => void editor.view.pasteHTML('<p>Text</p><img src="file:///C:/Users/a/clip_image001.png"><img src="https://x.example/b.png">'))
    const notice = await screen.findByText(/2 image\(s\) or video\(s\) in what you pasted are not in the media library/)
    expect(notice.closest('[role="status"]')).toBeTruthy()
    expect(textbox.getAttribute('aria-describedby')).toBe(notice.parentElement!.id)
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByText(/in what you pasted/)).toBeNull()
  })
})

describe('the controlled value', () => {
  it('is not set back into the editor when the parent hands back the editor’s own output', () => {
    const { editor, lastHtml } = setup()
    const setContent = vi.spyOn(editor.commands, 'setContent')
    // Nor are the editor's options set again on each render: that reaches ProseMirror's view too.
    const setOptions = vi.spyOn(editor, 'setOptions')
    act(() => void editor.commands.setTextSelection(6))
    act(() => void editor.commands.insertContent(','))
    act(() => void editor.commands.insertContent(' dear'))
    expect(lastHtml()).toBe('<p>Hello, dear world</p>')
    // The parent re-rendered with each new value; the cursor stayed where the typing left it.
    expect(editor.state.selection.from).toBe(12)
    expect(setContent).not.toHaveBeenCalled()
    expect(setOptions).not.toHaveBeenCalled()
  })

  it('applies a different value from outside without reporting it as a change', () => {
    const { editor, onChange } = setup()
    fireEvent.click(screen.getByRole('button', { name: 'restore' }))
    expect(editor.getHTML()).toBe('<p>Restored revision</p>')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('waits for an input-method composition to end before applying a value from outside', () => {
    const { editor } = setup()
    const input = (editor.view as unknown as { input: { composing: boolean } }).input
    input.composing = true
    fireEvent.click(screen.getByRole('button', { name: 'restore' }))
    expect(editor.getHTML()).toBe('<p>Hello world</p>')
    input.composing = false
    act(() => editor.view.dispatch(editor.state.tr.setMeta('composition-ended', true)))
    expect(editor.getHTML()).toBe('<p>Restored revision</p>')
  })
})

describe('an image of the text the server did not answer', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('is loaded once more after the delay a shedding server advised, the text unchanged', async () => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', async () => new Response(null, { status: 503, headers: { 'retry-after': '2' } }))
    const { textbox, onChange } = setup({ initial: `<p>Before</p><img src="${IMAGE}" alt="Cortex">` })
    const img = textbox.querySelector('img')!
    const setSrc = vi.spyOn(img, 'setAttribute')
    img.dispatchEvent(new Event('error'))
    await vi.advanceTimersByTimeAsync(1900)
    expect(setSrc).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    expect(setSrc).toHaveBeenCalledWith('src', IMAGE)
    expect(onChange).not.toHaveBeenCalled()
  })
})

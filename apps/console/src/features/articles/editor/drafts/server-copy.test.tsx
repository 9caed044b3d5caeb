// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../../../i18n/lang'
import { failure, success } from '../../../../test/fake-fetch'
import { editableArticle, openEditor } from '../../test-article'
import { SERVER_PAUSE_MS } from './use-server-copy'

const saved = editableArticle({}, { 'zh.title': '标题', 'en.title': 'Title' })
const title = () => screen.getByRole('textbox', { name: 'Title (English)' }) as HTMLInputElement
const open = (answers: Parameters<typeof openEditor>[1] = {}) =>
  openEditor('/articles/42', { [STAFF_API.articleGet]: success({ article: saved }), ...answers })
const status = () => screen.getByRole('group', { name: 'Item actions' }).querySelector('[aria-live="polite"]')
const pause = () => act(() => vi.advanceTimersByTimeAsync(SERVER_PAUSE_MS))

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  langStore.set({ lang: 'en' })
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the working copy kept on the server', () => {
  it('is sent once typing pauses, not per keystroke, and says when it was kept in the site time', async () => {
    const { server } = open()
    await screen.findByRole('heading', { level: 1, name: '标题' })
    fireEvent.change(title(), { target: { value: 'T' } })
    fireEvent.change(title(), { target: { value: 'Ti' } })
    await act(() => vi.advanceTimersByTimeAsync(SERVER_PAUSE_MS - 100))
    fireEvent.change(title(), { target: { value: 'Title, typed' } })
    await act(() => vi.advanceTimersByTimeAsync(SERVER_PAUSE_MS - 100))
    expect(server.to(STAFF_API.articleAutosave)).toEqual([])
    await pause()
    const live = status()
    await waitFor(() => expect(live?.textContent).toBe('A copy of these changes was kept on the server at 10:42 (not saved yet)'))
    expect(server.to(STAFF_API.articleAutosave).map((r) => r.body)).toEqual([
      {
        id: 42,
        version: 3,
        doc: expect.objectContaining({ en: expect.objectContaining({ title: 'Title, typed' }) }),
        lang: 'en',
      },
    ])
  })

  it('is sent at once when the editor closes mid-pause', async () => {
    const { server } = open()
    await screen.findByRole('heading', { level: 1, name: '标题' })
    fireEvent.change(title(), { target: { value: 'Typed just before' } })
    cleanup()
    // Sent as the editor goes (a moment later, as every change is), well before the pause would have ended.
    const titles = () => server.to(STAFF_API.articleAutosave).map((r) => (r.body.doc as typeof saved.doc).en.title)
    await waitFor(() => expect(titles()).toEqual(['Typed just before']), { timeout: SERVER_PAUSE_MS / 5 })
  })

  it('says so when keeping it pushed out the oldest of the person’s copies, naming them, in either language', async () => {
    const dropped = [
      { id: 7, title: 'Spring seminar' },
      { id: 9, title: '' },
    ]
    const notice = async (actions: string, field: string) => {
      open({ [STAFF_API.articleAutosave]: success({ savedAt: '2026-11-28T02:42:00.000Z', dropped }) })
      await screen.findByRole('heading', { level: 1, name: '标题' })
      fireEvent.change(screen.getByRole('textbox', { name: field }), { target: { value: 'One more' } })
      await pause()
      return waitFor(() => {
        const live = screen.getByRole('group', { name: actions }).querySelector('[aria-live="polite"]')
        expect(live?.textContent).toMatch(/\(2\)|（2 份）/)
        return live!.textContent
      })
    }
    expect(await notice('Item actions', 'Title (English)')).toBe(
      'A copy of these changes was kept on the server at 10:42 (not saved yet) To make room, the oldest of your unsaved copies on the server went (2): “Spring seminar”, “untitled (#9)”.',
    )
    cleanup()
    // Another browser, read in Chinese: this one's own copy would be offered first.
    localStorage.clear()
    langStore.set({ lang: 'zh' })
    expect(await notice('内容操作', '标题（英文）')).toContain(
      '为腾出空间，服务器上您最早的未保存稿已删除（2 份）：“Spring seminar”、“无标题（#9）”。',
    )
  })

  it('says nothing of other copies when none went', async () => {
    open()
    await screen.findByRole('heading', { level: 1, name: '标题' })
    fireEvent.change(title(), { target: { value: 'Typed' } })
    await pause()
    await waitFor(() => expect(status()?.textContent).toBe('A copy of these changes was kept on the server at 10:42 (not saved yet)'))
  })

  it("shows the server's refusal when someone else saved meanwhile", async () => {
    open({ [STAFF_API.articleAutosave]: failure(409, 'conflict', 'Wang saved this item after you opened it') })
    await screen.findByRole('heading', { level: 1, name: '标题' })
    fireEvent.change(title(), { target: { value: 'Mine' } })
    await pause()
    await waitFor(() => expect(status()?.textContent).toBe('Not kept on the server: Wang saved this item after you opened it'))
  })

  it('is offered when the item opens elsewhere, restored, or discarded on the server', async () => {
    const copy = {
      doc: { ...saved.doc, en: { ...saved.doc.en, title: 'From the other computer' } },
      base: saved.doc,
      version: 3,
      savedAt: '2026-11-28T02:42:00.000Z',
    }
    const first = open({ [STAFF_API.articleAutosaveGet]: success({ copy }) })
    expect((await screen.findByText(/^You have unsaved changes from/)).textContent).toBe(
      'You have unsaved changes from 28 Nov 2026, 10:42.',
    )
    expect(title().value).toBe('Title')
    fireEvent.click(screen.getByRole('button', { name: 'Restore these changes' }))
    expect(title().value).toBe('From the other computer')
    expect(first.server.to(STAFF_API.articleAutosaveDiscard)).toEqual([])
    cleanup()
    // Another computer: nothing in this browser.
    localStorage.clear()

    const second = open({ [STAFF_API.articleAutosaveGet]: success({ copy }) })
    expect((await screen.findByText(/^You have unsaved changes from/)).textContent).toBe(
      'You have unsaved changes from 28 Nov 2026, 10:42.',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
    expect(title().value).toBe('Title')
    await waitFor(() => expect(second.server.to(STAFF_API.articleAutosaveDiscard).map((r) => r.body)).toEqual([{ id: 42, lang: 'en' }]))
  })

  it('is not offered when it says what the server says', async () => {
    open({
      [STAFF_API.articleAutosaveGet]: success({
        copy: { doc: saved.doc, base: saved.doc, version: 3, savedAt: '2026-11-28T02:42:00.000Z' },
      }),
    })
    await screen.findByRole('heading', { level: 1, name: '标题' })
    await waitFor(() => expect(screen.queryByText(/^You have unsaved changes/)).toBeNull())
  })
})

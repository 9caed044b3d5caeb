// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { success } from '../../../../test/fake-fetch'
import { editableArticle, openEditor } from '../../test-article'
import { copyKey, readCopy } from './unsaved-copy'
import { resetScreenBetweenTests } from '../../../../test/render-route'

const saved = editableArticle({}, { 'zh.title': '标题', 'en.title': 'Title' })
const KEY = copyKey(1, 42)
const title = () => screen.getByRole('textbox', { name: 'Title (English)' }) as HTMLInputElement
const open = (answers: Parameters<typeof openEditor>[1] = {}, userId = 1) =>
  openEditor('/articles/42', { [STAFF_API.articleGet]: success({ article: saved }), ...answers }, userId)

resetScreenBetweenTests(() => localStorage.clear())

describe('the unsaved copy in the browser', () => {
  it('is kept while typing, offered when the item opens again, restored, and cleared by a save', async () => {
    open()
    await screen.findByRole('heading', { level: 1, name: '标题' })
    fireEvent.change(title(), { target: { value: 'Title, revised' } })
    await waitFor(() => expect(readCopy(KEY)?.doc.en.title).toBe('Title, revised'))
    expect(readCopy(KEY)).toMatchObject({ version: 3, base: { en: { title: 'Title' } } })
    cleanup()

    const { server } = open({
      [STAFF_API.articleGet]: [
        success({ article: saved }),
        success({ article: editableArticle({ version: 4 }, { 'zh.title': '标题', 'en.title': 'Title, revised' }) }),
      ],
      [STAFF_API.articleSave]: success({ id: 42, version: 4, status: 'draft', states: { zh: 'draft', en: 'draft' } }),
    })
    await screen.findByText(/^This browser kept changes you had not saved/)
    expect(title().value).toBe('Title')
    expect(readCopy(KEY)?.doc.en.title).toBe('Title, revised')
    fireEvent.click(screen.getByRole('button', { name: 'Restore these changes' }))
    expect(title().value).toBe('Title, revised')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(readCopy(KEY)).toBeNull())
    expect(server.to(STAFF_API.articleSave).map((r) => r.body)).toEqual([
      { id: 42, version: 3, en: { title: 'Title, revised' }, lang: 'en' },
    ])
  })

  it('is written at once when the editor closes mid-typing (a lapsed session swaps in the sign-in form)', async () => {
    open()
    await screen.findByRole('heading', { level: 1, name: '标题' })
    fireEvent.change(title(), { target: { value: 'Typed just before' } })
    cleanup()
    expect(readCopy(KEY)?.doc.en.title).toBe('Typed just before')
  })

  it('says when the item was saved by someone since, and can be discarded', async () => {
    open()
    await screen.findByRole('heading', { level: 1, name: '标题' })
    fireEvent.change(title(), { target: { value: 'Mine' } })
    cleanup()
    open({ [STAFF_API.articleGet]: success({ article: editableArticle({ version: 9 }, { 'zh.title': '标题', 'en.title': 'Theirs' }) }) })
    await screen.findByText(/^The item was saved by someone since/)
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }))
    expect(readCopy(KEY)).toBeNull()
    expect(title().value).toBe('Theirs')
    expect(screen.queryByText(/^This browser kept changes/)).toBeNull()
  })

  it('is not offered when it says what the server says, nor to another person on this browser', async () => {
    open()
    await screen.findByRole('heading', { level: 1, name: '标题' })
    fireEvent.change(title(), { target: { value: 'Mine' } })
    cleanup()
    open({}, 2)
    await screen.findByRole('heading', { level: 1, name: '标题' })
    expect(screen.queryByText(/^This browser kept changes/)).toBeNull()
    cleanup()
    open({ [STAFF_API.articleGet]: success({ article: editableArticle({ version: 4 }, { 'zh.title': '标题', 'en.title': 'Mine' }) }) })
    await screen.findByRole('heading', { level: 1, name: '标题' })
    expect(screen.queryByText(/^This browser kept changes/)).toBeNull()
    await waitFor(() => expect(readCopy(KEY)).toBeNull())
  })
})

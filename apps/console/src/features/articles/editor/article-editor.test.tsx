// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { failure, success } from '../../../test/fake-fetch'
import { emptyDoc } from '../doc-fields'
import { editableArticle, openEditor } from '../test-article'
import { resetScreenBetweenTests } from '../../../test/render-route'

const stateRet = (version: number) => ({ id: 42, version, status: 'draft', states: { zh: 'draft', en: 'draft' } })
/** A field by its label, whether or not it carries the required mark. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`)
const input = (label: string) => screen.getByLabelText(labelled(label), { selector: 'input, textarea' })
/** A body is a rich-text editor: a contenteditable named by its label. */
const richText = (label: string) => screen.getByLabelText(labelled(label), { selector: '[contenteditable]' })
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })

resetScreenBetweenTests(() => localStorage.clear())

describe('the editor adapts to the kind', () => {
  it('an event: its fields in both languages, its shared fields, and what review needs marked', async () => {
    openEditor('/articles/new?kind=event', {})
    await screen.findByRole('heading', { level: 1, name: 'New Event' })
    await screen.findByRole('form')
    const labels = ['Title (Chinese)', 'Title (English)', 'Place (Chinese)', 'Place (English)', 'Source (English)', 'Time']
    for (const label of labels) expect(input(label)).toBeTruthy()
    // Files are chosen in the library and shown, never typed as ids.
    for (const label of ['Picture', 'Upright picture', 'Attachments']) {
      expect(within(screen.getByRole('group', { name: label })).queryByRole('textbox')).toBeNull()
    }
    expect(richText('Body (Chinese)').getAttribute('lang')).toBe('zh-CN')
    expect(screen.queryByLabelText(labelled('Journal'))).toBeNull()
    expect(screen.queryByLabelText(labelled('Deadline'))).toBeNull()
    const required = (label: string) => input(label).getAttribute('aria-required')
    expect([required('Title (Chinese)'), required('Place (English)'), required('Time')]).toEqual(['true', 'true', 'true'])
    expect(required('Subtitle or summary (Chinese)')).not.toBe('true')
    expect(screen.getByRole('group', { name: 'Picture' }).textContent).not.toContain('*')
  })

  it('a paper: authors, journal, year, DOI and its research area as named choices; no place', async () => {
    openEditor('/articles/new?kind=paper', {})
    await screen.findByRole('heading', { level: 1, name: 'New Paper' })
    await screen.findByRole('form')
    for (const label of ['Authors', 'Journal', 'Year', 'DOI', 'PubMed id', 'External link']) expect(input(label)).toBeTruthy()
    expect(screen.queryByLabelText(labelled('Place (Chinese)'))).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Research area/ }))
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options).toEqual(['(none)', 'Principles of the Brain', 'Brain Disorders', 'Neuroscience Methods', 'Neural Computation'])
  })

  it('puts the Chinese field before the English one, field by field', async () => {
    openEditor('/articles/new?kind=news', {})
    await screen.findByRole('heading', { level: 1, name: 'New News' })
    await screen.findByRole('form')
    const names = [...document.querySelectorAll('input, textarea, [data-body-field]')].map(
      (el) => el.getAttribute('name') ?? el.getAttribute('data-body-field'),
    )
    expect(names.slice(0, 8)).toEqual([
      'zh.title',
      'en.title',
      'zh.subTitle',
      'en.subTitle',
      'zh.body',
      'en.body',
      'zh.source',
      'en.source',
    ])
    expect(input('Title (Chinese)').getAttribute('lang')).toBe('zh-CN')
    expect(input('Title (English)').getAttribute('lang')).toBe('en')
  })

  it('a job posting’s unpublish time follows its deadline until it is set', async () => {
    openEditor('/articles/new?kind=job', {})
    await screen.findByRole('heading', { level: 1, name: 'New Job' })
    await screen.findByRole('form')
    type('Deadline', '2026-06-30')
    expect((input('Unpublish at') as HTMLInputElement).value).toBe('2026-07-01T00:00')
  })
})

describe('saving and submitting', () => {
  it('a new item is created with its kind and only what was written, then opens at its address', async () => {
    const created = editableArticle({ id: 51, version: 1 }, { 'zh.title': '新闻标题' })
    const { server, router } = openEditor('/articles/new?kind=news', {
      [STAFF_API.articleSave]: success({ ...stateRet(1), id: 51 }),
      [STAFF_API.articleGet]: success({ article: created }),
    })
    await screen.findByRole('heading', { level: 1, name: 'New News' })
    await screen.findByRole('form')
    type('Title (Chinese)', '新闻标题')
    fireEvent.keyDown(document, { key: 's', ctrlKey: true })
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles/51'))
    expect(server.to(STAFF_API.articleSave).map((r) => r.body)).toEqual([{ kind: 'news', zh: { title: '新闻标题' }, lang: 'en' }])
    await screen.findByRole('heading', { level: 1, name: '新闻标题' })
  })

  it('an item saves only the fields changed, from the version it was opened at', async () => {
    const article = editableArticle({}, { 'zh.title': '旧标题', 'en.title': 'Old' })
    const { server } = openEditor('/articles/42', {
      [STAFF_API.articleGet]: [
        success({ article }),
        success({ article: editableArticle({ version: 4 }, { 'zh.title': '旧标题', 'en.title': 'New' }) }),
      ],
      [STAFF_API.articleSave]: success(stateRet(4)),
    })
    await screen.findByRole('heading', { level: 1, name: '旧标题' })
    type('Title (English)', 'New')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Version 4', { exact: false })
    expect(server.to(STAFF_API.articleSave).map((r) => r.body)).toEqual([{ id: 42, version: 3, en: { title: 'New' }, lang: 'en' }])
  })

  it('a submission refused for missing fields says so at each field, and focus goes to the first', async () => {
    const article = editableArticle({ doc: emptyDoc('event') }, { 'zh.title': '讲座' })
    const { server } = openEditor('/articles/42', {
      [STAFF_API.articleGet]: success({ article }),
      [STAFF_API.articleSubmit]: failure(400, 'badRequest', 'Before submitting, fill in: eventTime, zh.location', {
        fields: [
          { field: 'eventTime', msg: 'Fill in eventTime' },
          { field: 'zh.location', msg: 'Fill in zh.location' },
        ],
      }),
    })
    await screen.findByRole('heading', { level: 1, name: '讲座' })
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }))
    await waitFor(() => expect(document.activeElement).toBe(input('Place (Chinese)')))
    expect(input('Place (Chinese)').getAttribute('aria-invalid')).toBe('true')
    expect(input('Time').getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText('Fill this in before submitting for review.')).toHaveLength(2)
    expect(server.to(STAFF_API.articleSave)).toEqual([])
  })

  it('an event is called off with its Cancelled switch, saved like any field', async () => {
    const article = editableArticle({ doc: emptyDoc('event') }, { 'zh.title': '讲座' })
    const { server } = openEditor('/articles/42', {
      [STAFF_API.articleGet]: [
        success({ article }),
        success({ article: editableArticle({ version: 4, doc: { ...emptyDoc('event'), cancelled: true } }) }),
      ],
      [STAFF_API.articleSave]: success(stateRet(4)),
    })
    await screen.findByRole('heading', { level: 1, name: '讲座' })
    const toggle = screen.getByRole('switch', { name: 'Cancelled' })
    expect((toggle as HTMLInputElement).checked).toBe(false)
    fireEvent.click(toggle)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Version 4', { exact: false })
    expect(server.to(STAFF_API.articleSave).map((r) => r.body)).toEqual([{ id: 42, version: 3, cancelled: true, lang: 'en' }])
  })
})

describe('outdated translations', () => {
  it('are counted at the top, marked at the field, and "still holds" confirms them', async () => {
    const fields = { 'zh.title': '新标题', 'en.title': 'Old title', 'zh.body': '<p>正文</p>', 'en.body': '<p>Body</p>' }
    const article = editableArticle({ outdated: { zh: [], en: ['title', 'body'] } }, fields)
    const { server } = openEditor('/articles/42', {
      [STAFF_API.articleGet]: [
        success({ article }),
        success({ article: editableArticle({ version: 4, outdated: { zh: [], en: ['body'] } }, fields) }),
      ],
      [STAFF_API.articleConfirm]: success(stateRet(4)),
    })
    await screen.findByText(/^Fields that may be outdated: 2\./)
    const title = input('Title (English)')
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toContain('May be outdated')
    expect(input('Title (Chinese)').getAttribute('aria-describedby')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Title (English) still holds' }))
    await screen.findByText(/^Fields that may be outdated: 1\./)
    expect(screen.queryByRole('button', { name: 'Title (English) still holds' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Body (English) still holds' })).toBeTruthy()
    expect(server.to(STAFF_API.articleConfirm).map((r) => r.body)).toEqual([
      { id: 42, version: 3, language: 'en', fields: ['title'], lang: 'en' },
    ])
  })
})

describe('leaving and going back in history', () => {
  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    const { router } = openEditor('/articles/42', {
      [STAFF_API.articleGet]: success({ article: editableArticle({}, { 'zh.title': '标题' }) }),
    })
    await screen.findByRole('heading', { level: 1, name: '标题' })
    type('Title (English)', 'Unsaved')
    fireEvent.click(screen.getByRole('link', { name: '← Back to content' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/articles/42')
    fireEvent.click(screen.getByRole('link', { name: '← Back to content' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'))
  })

  it('lists the revisions, compares two word by word, and restores one as a new revision', async () => {
    const revision = (n: number, action: string, fields: string[]) => ({
      revision: n,
      action,
      by: { id: 1, name: 'li' },
      at: '2026-11-02T02:00:00.000Z',
      fields,
      comment: null,
      langs: [],
    })
    const { server } = openEditor('/articles/42', {
      [STAFF_API.articleGet]: [
        success({ article: editableArticle({}, { 'en.title': 'Brain week' }) }),
        success({ article: editableArticle({ version: 4 }, { 'en.title': 'Brain science week' }) }),
      ],
      [STAFF_API.articleRevisions]: success({
        list: [revision(3, 'save', ['en.title']), revision(2, 'save', ['en.title']), revision(1, 'create', [])],
      }),
      [STAFF_API.articleRevision]: (() => {
        let n = 0
        return () =>
          success({
            revision: revision(3 - (n % 2), 'save', []),
            doc: { ...editableArticle({}, { 'en.title': n++ % 2 ? 'Brain science week' : 'Brain week' }).doc },
          })
      })(),
      [STAFF_API.articleRestore]: success(stateRet(4)),
    })
    await screen.findByRole('heading', { level: 1, name: 'Brain week' })
    fireEvent.click(screen.getByRole('button', { name: 'Show revisions' }))
    const table = await screen.findByRole('table', { name: 'Revisions' })
    expect(await within(table).findAllByText('Title (English)', { selector: 'td' })).toHaveLength(2)
    const diff = await screen.findByRole('definition')
    expect(within(diff).getByText('science', { exact: false }).tagName).toBe('INS')
    fireEvent.click(screen.getByRole('button', { name: 'Restore revision 2' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }))
    await screen.findByRole('heading', { level: 1, name: 'Brain science week' })
    expect(server.to(STAFF_API.articleRestore).map((r) => r.body)).toEqual([{ id: 42, revision: 2, version: 3, lang: 'en' }])
  })
})

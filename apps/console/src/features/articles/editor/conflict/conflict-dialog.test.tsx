// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { failure, success } from '../../../../test/fake-fetch'
import { editableArticle, openEditor } from '../../test-article'
import { resetScreenBetweenTests } from '../../../../test/render-route'

const mine = { 'zh.title': '旧标题', 'en.title': 'Old title', 'zh.subTitle': '旧摘要' }
const conflict = { version: 5, savedBy: 'li', savedAt: '2026-11-20T02:00:00.000Z', fields: ['zh.title', 'en.title'] }
/** What li saved meanwhile: both titles changed. */
const theirs = editableArticle({ version: 5 }, { ...mine, 'zh.title': '他们的标题', 'en.title': 'Their title' })

function start(saveAnswers: Response[]) {
  const opened = openEditor('/articles/42', {
    [STAFF_API.articleGet]: [success({ article: editableArticle({}, mine) }), success({ article: theirs }), success({ article: theirs })],
    [STAFF_API.articleSave]: saveAnswers,
  })
  return opened
}
const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } })

resetScreenBetweenTests(() => localStorage.clear())

describe('a save refused because someone saved meanwhile', () => {
  it('shows their version beside mine for each field that differs, and saves from theirs with the fields kept', async () => {
    const { server } = start([
      failure(409, 'conflict', 'li saved this item after you opened it', { conflict }),
      success({ id: 42, version: 6, status: 'draft', states: { zh: 'draft', en: 'draft' } }),
    ])
    await screen.findByRole('heading', { level: 1, name: '旧标题' })
    type('Title (Chinese)', '我的标题')
    type('Subtitle or summary (Chinese)', '我的摘要')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Someone saved this item meanwhile' })
    await within(dialog).findByText('他们的标题')
    expect(within(dialog).getByText(/^li saved this item at/)).toBeTruthy()
    const items = within(dialog).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Title (Chinese)You changed this',
      'Title (English)',
      'Subtitle or summary (Chinese)You changed this',
    ])
    // What was changed here is kept by default; what only they changed is theirs by default.
    const choice = (field: string) => within(dialog).getByRole('radiogroup', { name: `Which to keep: ${field}` })
    expect(within(choice('Title (Chinese)')).getByRole('radio', { name: 'Keep mine' })).toHaveProperty('checked', true)
    expect(within(choice('Title (English)')).getByRole('radio', { name: 'Take theirs' })).toHaveProperty('checked', true)
    // Their Chinese title wins after all; my subtitle stays.
    fireEvent.click(within(choice('Title (Chinese)')).getByRole('radio', { name: 'Take theirs' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save with these choices' }))
    await waitFor(() => expect(server.to(STAFF_API.articleSave)).toHaveLength(2))
    expect(server.to(STAFF_API.articleSave).map((r) => r.body)).toEqual([
      { id: 42, version: 3, zh: { title: '我的标题', subTitle: '我的摘要' }, lang: 'en' },
      { id: 42, version: 5, zh: { subTitle: '我的摘要' }, lang: 'en' },
    ])
  })

  it('overwrites nothing when the person only looks: the editor keeps their text and saves nothing', async () => {
    const { server } = start([failure(409, 'conflict', 'li saved this item after you opened it', { conflict })])
    await screen.findByRole('heading', { level: 1, name: '旧标题' })
    type('Title (Chinese)', '我的标题')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const dialog = await screen.findByRole('alertdialog')
    await within(dialog).findByText('他们的标题')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue editing' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByRole('textbox', { name: 'Title (Chinese)' })).toHaveProperty('value', '我的标题')
    expect(server.to(STAFF_API.articleSave)).toHaveLength(1)
  })
})

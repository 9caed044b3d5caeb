// @vitest-environment happy-dom
import { STAFF_API, type MenuEntryRow, type MenuTreeRet } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ToastRegion } from '../../components/toast/toast-region'
import { fakeFetch, failure, success } from '../../test/fake-fetch'
import { MenuPage } from './menu-page'
import { renderWithClient } from '../../test/render-with-client'
import { resetScreenBetweenTests } from '../../test/render-route'

const entry = (id: number, parentId: number | null, listTemplate: string, en: string, path: string): MenuEntryRow => ({
  id,
  parentId,
  listTemplate,
  path,
  zh: { name: `栏目${id}`, intro: '' },
  en: { name: en, intro: '' },
  hidden: false,
  outLink: null,
  pictureId: null,
  items: 0,
  conference: false,
})

const news = entry(1, null, 'ibrNews', 'News', '/ibrNews')
const notices = entry(2, 1, 'notice', 'Notices', '/ibrNews/notice')
const stories = entry(3, 1, 'news', 'Stories', '/ibrNews/news')
const about = entry(4, null, 'aboutIbr', 'About', '/aboutIbr')
const tree = (...entries: MenuEntryRow[]): MenuTreeRet => ({ product: 'ibr', entries })
const before = tree(news, notices, stories, about)
const after = tree(news, stories, notices, about)

function show(answers: Parameters<typeof fakeFetch>[0]) {
  const server = fakeFetch(answers)
  vi.stubGlobal('fetch', server.fetch)
  renderWithClient(
    <>
      <MenuPage />
      <ToastRegion />
    </>,
  )
  return server
}

const row = async (name: string) => (await screen.findByRole('row', { name: new RegExp(`^${name}`) })) as HTMLElement

resetScreenBetweenTests()

describe('moving menu entries by keyboard', () => {
  it('moves the focused entry up with Alt+ArrowUp, says where it went, and undoes it', async () => {
    const server = show({
      [STAFF_API.menuTree]: success(before),
      [STAFF_API.menuMove]: [success({ id: 3, ...after }), success({ id: 3, ...before })],
    })
    fireEvent.keyDown(await row('Stories'), { key: 'ArrowUp', altKey: true })
    const status = await screen.findByText('"Stories" moved to position 1 of 2 under "News"')
    await waitFor(() => expect(screen.getAllByRole('row').map((r) => r.getAttribute('data-key'))).toEqual(['1', '3', '2', '4']))
    expect(server.to(STAFF_API.menuMove).map((r) => r.body)).toEqual([{ id: 3, parentId: 1, index: 0, lang: 'en' }])

    fireEvent.click(within(status.parentElement!).getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(server.to(STAFF_API.menuMove)).toHaveLength(2))
    expect(server.to(STAFF_API.menuMove)[1]!.body).toEqual({ id: 3, parentId: 1, index: 1, lang: 'en' })
    await waitFor(() => expect(screen.getAllByRole('row').map((r) => r.getAttribute('data-key'))).toEqual(['1', '2', '3', '4']))
  })

  it('moves down with Alt+ArrowDown and leaves moves the site would refuse untried', async () => {
    const server = show({
      [STAFF_API.menuTree]: success(before),
      [STAFF_API.menuMove]: success({ id: 2, ...after }),
    })
    const first = await row('Notices')
    // Out of its section a notices list would be a section the site does not know; no entry is above it.
    fireEvent.keyDown(first, { key: 'ArrowLeft', altKey: true })
    fireEvent.keyDown(first, { key: 'ArrowRight', altKey: true })
    fireEvent.keyDown(first, { key: 'ArrowUp', altKey: true })
    // Without Alt an arrow is the tree's own navigation.
    fireEvent.keyDown(first, { key: 'ArrowDown' })
    expect(server.to(STAFF_API.menuMove)).toEqual([])
    fireEvent.keyDown(first, { key: 'ArrowDown', altKey: true })
    await screen.findByText('"Notices" moved to position 2 of 2 under "News"')
    expect(server.to(STAFF_API.menuMove).map((r) => r.body)).toEqual([{ id: 2, parentId: 1, index: 1, lang: 'en' }])
  })

  it("offers the chosen entry's moves as buttons, disabled where there is no place", async () => {
    const server = show({
      [STAFF_API.menuTree]: success(before),
      [STAFF_API.menuMove]: success({ id: 3, ...after }),
    })
    fireEvent.click(await row('Stories'))
    const moves = await screen.findByRole('group', { name: 'Move "Stories"' })
    const button = (name: string) => within(moves).getByRole('button', { name }) as HTMLButtonElement
    expect(button('Move down').disabled).toBe(true)
    expect(button('Move under the entry above').disabled).toBe(true)
    expect(button('Move out of its parent').disabled).toBe(true)
    fireEvent.click(button('Move up'))
    await screen.findByText('"Stories" moved to position 1 of 2 under "News"')
    expect(server.to(STAFF_API.menuMove).map((r) => r.body)).toEqual([{ id: 3, parentId: 1, index: 0, lang: 'en' }])
  })

  it("says the server's refusal of a move and keeps the tree as it was", async () => {
    show({
      [STAFF_API.menuTree]: success(before),
      [STAFF_API.menuMove]: failure(409, 'conflict', 'Another entry at this level already uses the list template news'),
    })
    fireEvent.keyDown(await row('Stories'), { key: 'ArrowUp', altKey: true })
    await screen.findByText('Another entry at this level already uses the list template news')
    expect(screen.getAllByRole('row').map((r) => r.getAttribute('data-key'))).toEqual(['1', '2', '3', '4'])
  })
})

describe('the tree beside the entry form', () => {
  it('shows a name saved in the form at once, from the save’s answer, without asking for the tree again', async () => {
    const renamed = { ...stories, en: { name: 'Features', intro: '' } }
    const server = show({
      [STAFF_API.menuTree]: success(before),
      [STAFF_API.menuSave]: success({ id: 3, ...tree(news, notices, renamed, about) }),
    })
    fireEvent.click(await row('Stories'))
    const name = await screen.findByRole('textbox', { name: /English name/ })
    fireEvent.change(name, { target: { value: 'Features' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await row('Features')
    expect(screen.queryByRole('row', { name: /^Stories/ })).toBeNull()
    expect(server.to(STAFF_API.menuSave).map((r) => r.body)).toEqual([{ id: 3, en: { name: 'Features' }, lang: 'en' }])
    expect(server.to(STAFF_API.menuTree)).toHaveLength(1)
  })
})

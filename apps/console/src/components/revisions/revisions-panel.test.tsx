// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeFetch, success } from '../../test/fake-fetch'
import { renderWithClient } from '../../test/render-with-client'
import { changedLabels, FieldDiffList, type DiffField } from './field-diff'
import type { Revision } from './revision'
import { RevisionsPanel, type RevisionsPanelProps } from './revisions-panel'
import { resetScreenBetweenTests } from '../../test/render-route'

interface Note {
  title: string
  place: string
}
type NoteRevision = Revision<Note>

/** A revision of a note; later revisions are made later. */
const revision = (n: number, doc: Partial<Note> = {}, more: Partial<NoteRevision> = {}): NoteRevision => ({
  revision: n,
  action: n === 1 ? 'create' : 'save',
  author: `author ${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 1, n)).toISOString(),
  doc: { title: 'Brain week', place: 'Hall A', ...doc },
  ...more,
})

const fields = (before: Note, after: Note): DiffField[] => [
  { key: 'title', label: 'Title', before: before.title, after: after.title, show: 'words', lang: 'en' },
  { key: 'place', label: 'Place', before: before.place, after: after.place, show: 'values' },
]

/** The panel over a server answering `list`, then each of `later` in turn. */
function panel(list: NoteRevision[], props: Partial<RevisionsPanelProps<NoteRevision>> = {}, later: NoteRevision[][] = []) {
  const server = fakeFetch({ [STAFF_API.articleRevisions]: [list, ...later].map((answer) => success({ list: answer })) })
  vi.stubGlobal('fetch', server.fetch)
  const onRestore = vi.fn(async () => true)
  const all: RevisionsPanelProps<NoteRevision> = {
    id: 7,
    version: list[0]?.revision ?? 0,
    path: STAFF_API.articleRevisions,
    describe: (r, older) => ({
      by: r.author,
      at: r.createdAt,
      action: r.action,
      fields: older ? changedLabels(fields(older.doc, r.doc)) : [],
    }),
    compare: (older, newer) => <FieldDiffList fields={fields(older.doc, newer.doc)} />,
    mayRestore: true,
    dirty: false,
    onRestore,
    ...props,
  }
  const view = renderWithClient(<RevisionsPanel {...all} />)
  return {
    asked: () => server.to(STAFF_API.articleRevisions),
    onRestore,
    rerender: (more: Partial<RevisionsPanelProps<NoteRevision>>) => view.rerender(<RevisionsPanel {...all} {...more} />),
  }
}

const open = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Show revisions' }))
  return screen.findByRole('table', { name: 'Revisions' })
}

async function choose(select: RegExp, option: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: select }))
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }))
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
}

resetScreenBetweenTests()

describe('the revisions panel', () => {
  it('reads the list only once opened, then again when the item changes but not on every render', async () => {
    const { asked, rerender } = panel([revision(2, { title: 'Brain science week' }), revision(1)], {}, [
      [revision(3), revision(2), revision(1)],
    ])
    expect(asked()).toHaveLength(0)
    const table = await open()
    expect(asked().map((r) => r.body)).toEqual([{ id: 7, lang: 'en' }])
    // The header, then the latest first: who, what, which fields (against the revision before it).
    // The table is drawn before the list arrives, so wait for all of its rows.
    const rows = await waitFor(() => {
      const all = within(table).getAllByRole('row')
      expect(all).toHaveLength(3)
      return all
    })
    expect(within(rows[1]!).getByText('author 2')).toBeTruthy()
    expect(within(rows[1]!).getByText('Title')).toBeTruthy()
    expect(within(rows[2]!).getByText('create')).toBeTruthy()
    rerender({ describe: (r) => ({ by: r.author, at: r.createdAt, action: r.action, fields: [] }) })
    expect(asked()).toHaveLength(1)
    rerender({ version: 3 })
    await waitFor(() => expect(asked()).toHaveLength(2))
    expect(await within(table).findByText('author 3')).toBeTruthy()
  })

  it('says there is no revision yet, with nothing to compare', async () => {
    panel([])
    const table = await open()
    expect(await within(table).findByText('No revision yet.')).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Compare revisions' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Restore/ })).toBeNull()
  })

  it('keeps restoring for after a save while the form holds unsaved changes', async () => {
    const { onRestore } = panel([revision(2), revision(1)], { dirty: true })
    await open()
    const restore = await screen.findByRole('button', { name: 'Restore revision 1' })
    expect(restore.hasAttribute('disabled') || restore.getAttribute('aria-disabled') === 'true').toBe(true)
    expect(screen.getByText('Save your changes before restoring a revision.')).toBeTruthy()
    fireEvent.click(restore)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(onRestore).not.toHaveBeenCalled()
    // The latest revision is what the item holds: nothing to restore there.
    expect(screen.queryByRole('button', { name: 'Restore revision 2' })).toBeNull()
  })

  it('restores a revision only once the dialog is confirmed', async () => {
    const { onRestore } = panel([revision(3), revision(2), revision(1)])
    await open()
    fireEvent.click(await screen.findByRole('button', { name: 'Restore revision 2' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(/revision 2 held/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(onRestore).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Restore revision 1' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(onRestore).toHaveBeenCalledExactlyOnceWith(1))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('offers no restore to whom may not, and a view of each revision where the screen has one', async () => {
    const onView = vi.fn()
    const list = [revision(2), revision(1)]
    panel(list, { mayRestore: false, onView, defaultOpen: true })
    fireEvent.click(await screen.findByRole('button', { name: 'View revision 1' }))
    expect(onView).toHaveBeenCalledExactlyOnceWith(list[1])
    expect(screen.queryByRole('button', { name: /^Restore revision/ })).toBeNull()
  })

  it('compares the two latest revisions, then any two picked, word by word', async () => {
    panel([
      revision(3, { title: 'Brain science week', place: 'Hall B' }),
      revision(2, { title: 'Brain science week' }),
      revision(1, { title: 'Brain week' }),
    ])
    await open()
    // 2 → 3: only the place changed.
    let diff = await screen.findByRole('definition')
    expect(within(diff).getByText('Hall A').tagName).toBe('DEL')
    expect(within(diff).getByText('Hall B').tagName).toBe('INS')
    await choose(/Older revision/, /^Revision 1 ·/)
    // 1 → 3: the title's added word is marked, and the place.
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    expect(terms).toEqual(['Title', 'Place'])
    diff = screen.getAllByRole('definition')[0]!
    expect(within(diff).getByText('science', { exact: false }).tagName).toBe('INS')
    await choose(/Newer revision/, /^Revision 2 ·/)
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Title'])
    await choose(/Older revision/, /^Revision 2 ·/)
    expect(screen.getByText('These two revisions hold the same content.')).toBeTruthy()
  })
})

// @vitest-environment happy-dom
import { STAFF_API, type PaperImportPreviewRet, type PaperPreviewItem, type SectionOption } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { failure, success } from '../../../test/fake-fetch'
import { ImportPapersDialog } from './import-papers-dialog'
import { renderRoutes, resetScreenBetweenTests } from '../../../test/render-route'

const paperSection: SectionOption = {
  id: 31,
  name: 'Papers',
  parentId: null,
  detailType: 'researchpaper',
  kind: 'paper',
  write: true,
  review: false,
}

/** The paper read from the file, as the import sends it back. */
const paper: Omit<PaperPreviewItem, 'index' | 'line' | 'duplicateOf' | 'problems'> = {
  language: 'en',
  title: 'New paper',
  authors: 'Jane Roe',
  journal: 'Neuron',
  year: 2024,
  doi: '10.5555/new',
  pmid: null,
  body: '<p>Abstract.</p>',
  outLink: null,
  researchArea: 'methods',
  teamIds: [4],
}

const entry = (over: Partial<PaperPreviewItem>): PaperPreviewItem => ({
  index: 0,
  line: 1,
  ...paper,
  duplicateOf: null,
  problems: [],
  ...over,
})

const preview: PaperImportPreviewRet = {
  format: 'bibtex',
  items: [
    entry({}),
    entry({ index: 1, line: 9, title: 'Known paper', duplicateOf: { id: 77, title: 'Known paper (on the site)', index: null } }),
    entry({ index: 2, line: 15, title: 'No area', researchArea: null, teamIds: [], problems: ['researchArea'] }),
    entry({ index: 3, line: 20, title: 'No journal', journal: null, problems: ['journal'] }),
  ],
  errors: [{ line: 30, message: 'This entry could not be read: Unterminated brace-value' }],
  teams: [
    { id: 4, name: 'Imaging group' },
    { id: 5, name: 'Memory group' },
  ],
}

function show(importAnswers: Response[]) {
  return renderRoutes([{ path: '/articles', element: <ImportPapersDialog sections={[paperSection]} /> }], '/articles', {
    [STAFF_API.paperImportPreview]: success(preview),
    [STAFF_API.paperImport]: importAnswers,
  })
}

async function openPreview() {
  fireEvent.click(screen.getByRole('button', { name: 'Import papers' }))
  const dialog = await screen.findByRole('dialog', { name: 'Import papers from BibTeX or RIS' })
  fireEvent.change(within(dialog).getByRole('textbox', { name: /BibTeX or RIS/ }), { target: { value: '@article{a, title={New paper}}' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Preview' }))
  await within(dialog).findByRole('table', { name: 'Entries read from the text' })
  return dialog
}

resetScreenBetweenTests()

describe('importing papers', () => {
  it('previews the text: duplicates unchecked with a link, entries lacking a field not importable, lines not read listed', async () => {
    const { server } = show([success({ created: [] })])
    const dialog = await openPreview()
    expect(server.to(STAFF_API.paperImportPreview)[0]?.body).toEqual({ text: '@article{a, title={New paper}}', lang: 'en' })
    const box = (title: string) => within(dialog).getByRole('checkbox', { name: `Import “${title}”` }) as HTMLInputElement
    expect(box('New paper').checked).toBe(true)
    expect(box('Known paper').checked).toBe(false)
    expect(box('No area').checked).toBe(true)
    expect(box('No journal').disabled).toBe(true)
    expect(within(dialog).getByRole('link', { name: 'Known paper (on the site)' }).getAttribute('href')).toBe('/articles/77')
    expect(within(dialog).getByText('Missing Journal: correct the text and preview again.')).toBeTruthy()
    expect(within(dialog).getByText('Line 30: This entry could not be read: Unterminated brace-value')).toBeTruthy()
  })

  it('asks for a research area first, then imports the kept entries into the section and says so', async () => {
    const { server, client } = show([success({ created: [{ id: 100, title: 'New paper' }] })])
    const invalidated = vi.spyOn(client, 'invalidateQueries')
    const dialog = await openPreview()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import (2)' }))
    expect(await within(dialog).findByText('Choose a research area for every entry to import.')).toBeTruthy()
    expect(server.to(STAFF_API.paperImport)).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Import “No area”' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import (1)' }))
    // The content list is asked again wherever it is shown.
    await waitFor(() => expect(invalidated).toHaveBeenCalledWith({ queryKey: [STAFF_API.articleList] }))
    expect(server.to(STAFF_API.paperImport)[0]?.body).toEqual({
      menuId: 31,
      items: [paper],
      lang: 'en',
    })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('points a refusal at the entry it names, counting the rows shown', async () => {
    const refusal = failure(400, 'badRequest', 'There is no team 9', { field: 'items.1.teamIds' })
    const { client } = show([refusal])
    const invalidated = vi.spyOn(client, 'invalidateQueries')
    const dialog = await openPreview()
    // Keep the duplicate too and leave out the area-less entry: the refused item 1 is the duplicate, row 2.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Import “Known paper”' }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Import “No area”' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import (2)' }))
    expect(await within(dialog).findByText('Entry 2: There is no team 9')).toBeTruthy()
    expect(invalidated).not.toHaveBeenCalled()
  })
})

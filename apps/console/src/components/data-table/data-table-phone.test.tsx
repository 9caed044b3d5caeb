// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { columnHelper, DataTable, type TableSort } from './data-table'
import { resetScreenBetweenTests } from '../../test/render-route'

resetScreenBetweenTests()

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement

/** A window of a phone's width: the table asks matchMedia, as the browser answers it at 375 px. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

interface Account {
  id: number
  username: string
  email: string
  active: boolean
  source: string
}
const account = columnHelper<Account>()
const accountColumns = [
  account.accessor('username', { header: 'User name', enableSorting: true }),
  account.accessor('email', { header: 'E-mail' }),
  account.accessor('active', { header: 'State', meta: { phone: 'primary' }, cell: (info) => (info.getValue() ? 'Active' : 'Inactive') }),
  account.accessor('source', { header: 'Source', meta: { phone: 'hidden' } }),
]
const accounts: Account[] = [
  { id: 1, username: 'li', email: 'li.lei.of.the.institute@example.org', active: true, source: 'CAS' },
  { id: 2, username: 'han', email: 'han@example.org', active: false, source: 'Local' },
]

function PhoneTable({ onSortChange = vi.fn() }: { onSortChange?: (sort: TableSort) => void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set())
  return (
    <DataTable
      label="Accounts"
      columns={accountColumns}
      rows={accounts}
      rowId={(row) => String(row.id)}
      sort={{ id: 'username', desc: false }}
      onSortChange={onSortChange}
      empty="Nobody here"
      selection={{ selected, onChange: setSelected, rowLabel: (row) => row.username, actions: <button type="button">Act</button> }}
    />
  )
}

describe('DataTable on a phone', () => {
  it('keeps the primary columns in view, the secondary ones as labelled lines under them, and leaves the hidden out', () => {
    onPhone()
    render(<PhoneTable />)
    const grid = screen.getByRole('table', { name: 'Accounts' })
    const [head, ...rows] = within(grid).getAllByRole('row')
    // The row's checkbox and one cell as wide as the screen.
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Select every row on this page', expect.stringMatching(/^User name.*State$/)])
    const cells = within(rows[0]!).getAllByRole('cell')
    expect(cells).toHaveLength(2)
    const main = cells[1]!
    expect(main.textContent).toBe('liActiveE-mail:li.lei.of.the.institute@example.org')
    expect(within(rows[1]!).getAllByRole('cell')[1]!.textContent).toBe('hanInactiveE-mail:han@example.org')
    expect(within(grid).queryByText('CAS')).toBeNull()
    expect(within(grid).queryByText('Source')).toBeNull()
  })

  it('still picks rows and orders them by a primary column', () => {
    onPhone()
    const onSortChange = vi.fn()
    render(<PhoneTable onSortChange={onSortChange} />)
    fireEvent.click(box('Select “han”'))
    expect(screen.getByRole('status').textContent).toBe('1 selected')
    const head = screen.getAllByRole('columnheader')[1]!
    expect(head.getAttribute('aria-sort')).toBe('ascending')
    fireEvent.click(within(head).getByRole('button', { name: /^User name/ }))
    expect(onSortChange).toHaveBeenLastCalledWith({ id: 'username', desc: true })
  })

  it('labels the lines in Chinese too', () => {
    langStore.set({ lang: 'zh' })
    onPhone()
    render(<PhoneTable />)
    expect(screen.getAllByText('E-mail：')).toHaveLength(2)
  })

  it('is a table of every column on a wider screen', () => {
    render(<PhoneTable />)
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕].*$/, ''))).toEqual([
      'Select every row on this page',
      'User name',
      'E-mail',
      'State',
      'Source',
    ])
  })
})

// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { langStore } from '../../i18n/lang'
import { columnHelper, DataTable, type TableSort } from './data-table'

interface Person {
  id: number
  username: string
  name: string
}
const column = columnHelper<Person>()
const columns = [
  column.accessor('username', { header: 'User name', enableSorting: true }),
  column.accessor('name', { header: 'Name', enableSorting: true }),
  column.accessor('id', { header: 'Id' }),
]
const rows: Person[] = [
  { id: 1, username: 'li', name: 'Li Lei' },
  { id: 2, username: 'han', name: 'Han Meimei' },
]

function table(props: { sort?: TableSort | null; page?: number; total?: number; rows?: Person[] } = {}) {
  const onSortChange = vi.fn()
  const onPageChange = vi.fn()
  render(
    <DataTable
      label="People"
      columns={columns}
      rows={props.rows ?? rows}
      rowId={(row) => String(row.id)}
      sort={props.sort ?? null}
      onSortChange={onSortChange}
      paging={{ page: props.page ?? 1, pageSize: 2, total: props.total ?? 5, onPageChange }}
      empty="Nobody here"
    />,
  )
  return { onSortChange, onPageChange }
}
/** A table whose rows can be picked, holding its selection as a page would. */
function PickingTable({ onAct }: { onAct: (ids: string[]) => void }) {
  const [selected, setSelected] = useState<Set<string>>(new Set())
  return (
    <DataTable
      label="People"
      columns={columns}
      rows={rows}
      rowId={(row) => String(row.id)}
      empty="Nobody here"
      selection={{
        selected,
        onChange: setSelected,
        rowLabel: (row) => row.name,
        actions: (
          <button type="button" onClick={() => onAct([...selected])}>
            Act
          </button>
        ),
      }}
    />
  )
}
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) })

beforeEach(() => langStore.set({ lang: 'en' }))
afterEach(cleanup)

describe('DataTable', () => {
  it('is a table named by its caption, with the rows the server sent, in its order', () => {
    table()
    const grid = screen.getByRole('table', { name: 'People' })
    const cells = within(grid)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]?.textContent)
    expect(cells).toEqual(['li', 'han'])
  })

  it('says which column orders the rows with aria-sort, and only on sortable columns', () => {
    table({ sort: { id: 'name', desc: true } })
    expect(header('Name').getAttribute('aria-sort')).toBe('descending')
    expect(header('User name').getAttribute('aria-sort')).toBe('none')
    expect(header('Id').hasAttribute('aria-sort')).toBe(false)
    expect(within(header('Id')).queryByRole('button')).toBeNull()
  })

  it('asks for a new order when a sortable header is pressed: a new column ascending, the same one reversed', () => {
    const first = table({ sort: { id: 'name', desc: false } })
    fireEvent.click(within(header('User name')).getByRole('button'))
    expect(first.onSortChange).toHaveBeenLastCalledWith({ id: 'username', desc: false })
    fireEvent.click(within(header('Name')).getByRole('button'))
    expect(first.onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: true })
  })

  it('pages: next and previous ask for the neighbouring page, and stop at the ends', () => {
    const { onPageChange } = table({ page: 2, total: 5 })
    expect(screen.getByText('Page 2 of 3, 5 in all')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onPageChange).toHaveBeenLastCalledWith(3)
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(onPageChange).toHaveBeenLastCalledWith(1)
    cleanup()
    table({ page: 3, total: 5 })
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(false)
  })

  it('says so when there is nothing to show', () => {
    table({ rows: [], total: 0 })
    expect(screen.getByRole('cell', { name: 'Nobody here' })).toBeTruthy()
  })

  it('picks rows by checkboxes named after each row, counts them, and hands them to the actions', () => {
    const onAct = vi.fn()
    render(<PickingTable onAct={onAct} />)
    expect(screen.getByRole('status').textContent).toBe('')
    expect(screen.queryByRole('button', { name: 'Act' })).toBeNull()
    fireEvent.click(box('Select “Han Meimei”'))
    expect(box('Select “Han Meimei”').checked).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('1 selected')
    expect(box('Select every row on this page').indeterminate).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Act' }))
    expect(onAct).toHaveBeenLastCalledWith(['2'])
  })

  it('selects every row of the page from the header, and clears them all again', () => {
    const onAct = vi.fn()
    render(<PickingTable onAct={onAct} />)
    const all = box('Select every row on this page')
    expect(all.closest('th')?.getAttribute('scope')).toBe('col')
    fireEvent.click(all)
    expect(all.checked).toBe(true)
    expect(all.indeterminate).toBe(false)
    expect(screen.getByRole('status').textContent).toBe('2 selected')
    fireEvent.click(screen.getByRole('button', { name: 'Act' }))
    expect(onAct).toHaveBeenLastCalledWith(['1', '2'])
    fireEvent.click(all)
    expect(box('Select “Li Lei”').checked).toBe(false)
    expect(screen.getByRole('status').textContent).toBe('')
    fireEvent.click(box('Select “Li Lei”'))
    fireEvent.click(screen.getByRole('button', { name: 'Clear selection' }))
    expect(box('Select “Li Lei”').checked).toBe(false)
  })

  it('says the count in Chinese too', () => {
    langStore.set({ lang: 'zh' })
    render(<PickingTable onAct={vi.fn()} />)
    fireEvent.click(box('选择本页全部'))
    expect(screen.getByRole('status').textContent).toBe('已选 2 项')
  })

  it('has no checkboxes unless the page asks for them', () => {
    table()
    expect(screen.queryByRole('checkbox')).toBeNull()
  })
})

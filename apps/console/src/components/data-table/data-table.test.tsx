// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
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
})

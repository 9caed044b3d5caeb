// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { langStore } from '../../i18n/lang'
import { RowList } from './row-list'

beforeEach(() => langStore.set({ lang: 'en' }))
afterEach(cleanup)

let last: string[] = []

function Members({ initial }: { initial: string[] }) {
  const [rows, setRows] = useState(initial)
  last = rows
  return (
    <RowList<string>
      label="Members"
      name="doc.members"
      rows={rows}
      onChange={setRows}
      blank={() => ''}
      rowLabel={(i) => `Member ${i + 1}`}
      renderRow={(row, i, change) => <input aria-label={`Member ${i + 1} name`} value={row} onChange={(e) => change(e.target.value)} />}
    />
  )
}

const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }))

describe('an ordered list of rows (members, instruments, services)', () => {
  it('moves a row up and down by its buttons; the first cannot go up, the last cannot go down', () => {
    render(<Members initial={['Ann', 'Bo', 'Cy']} />)
    expect(screen.getByRole('button', { name: 'Move Member 1 up' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Move Member 3 down' }).hasAttribute('disabled')).toBe(true)
    press('Move Member 3 up')
    expect(last).toEqual(['Ann', 'Cy', 'Bo'])
    press('Move Member 1 down')
    expect(last).toEqual(['Cy', 'Ann', 'Bo'])
  })

  it('adds a blank row at the end and removes the one asked for', () => {
    render(<Members initial={['Ann', 'Bo']} />)
    press('Add one')
    expect(last).toEqual(['Ann', 'Bo', ''])
    fireEvent.change(screen.getByLabelText('Member 3 name'), { target: { value: 'Di' } })
    press('Remove Member 1')
    expect(last).toEqual(['Bo', 'Di'])
  })

  it('says so when there is none', () => {
    render(<Members initial={[]} />)
    expect(screen.getByText('None yet')).toBeTruthy()
  })
})

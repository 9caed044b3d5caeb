// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup } from '@testing-library/react'
import { Pagination } from './pagination'

afterEach(cleanup)

const next = () => screen.getByRole('button', { name: /下一页|Next/ })

describe('Pagination', () => {
  it('stops at the last counted page', () => {
    render(<Pagination page={3} pageSize={10} total={30} onChange={() => {}} />)
    expect(next()).toHaveProperty('disabled', true)
    expect(screen.getByRole('navigation').textContent).toMatch(/3.*3/)
  })

  it('goes on past the counted pages when more are uncounted, their number shown with a plus', () => {
    const asked: number[] = []
    render(<Pagination page={3} pageSize={10} total={30} more onChange={(p) => asked.push(p)} />)
    expect(screen.getByRole('navigation').textContent).toContain('3+')
    fireEvent.click(next())
    expect(asked).toEqual([4])
  })

  it('shows even one counted page when more follow', () => {
    render(<Pagination page={1} pageSize={10} total={4} more onChange={() => {}} />)
    expect(next()).toHaveProperty('disabled', false)
  })
})

// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { langStore } from '../../i18n/lang'
import { screenWidth } from '../../test/screen-width'
import { FilterDisclosure } from './filter-disclosure'
import { resetScreenBetweenTests } from '../../test/render-route'

const filters = (active: number) =>
  render(
    <FilterDisclosure active={active}>
      <label>
        Kind <input />
      </label>
    </FilterDisclosure>,
  )

resetScreenBetweenTests()

describe('FilterDisclosure', () => {
  it('shows the filters in place on a wide screen, with no button', () => {
    screenWidth(false)
    filters(2)
    expect(screen.getByRole('textbox', { name: 'Kind' })).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('folds them behind one button on a phone, counting those in force, and keeps what was typed while folded', () => {
    screenWidth(true)
    filters(2)
    const toggle = screen.getByRole('button', { name: 'Filters (2)' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('textbox', { name: 'Kind' })).toBeNull()
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    fireEvent.change(screen.getByRole('textbox', { name: 'Kind' }), { target: { value: 'news' } })
    fireEvent.click(toggle)
    fireEvent.click(toggle)
    expect((screen.getByRole('textbox', { name: 'Kind' }) as HTMLInputElement).value).toBe('news')
  })

  it('says “Filters” alone when none is in force, in Chinese too (not the apply button’s “筛选”)', () => {
    screenWidth(true)
    langStore.set({ lang: 'zh' })
    filters(0)
    expect(screen.getByRole('button', { name: '筛选条件' })).toBeTruthy()
  })
})

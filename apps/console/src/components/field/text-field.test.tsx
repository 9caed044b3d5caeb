// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TextField } from './text-field'

afterEach(cleanup)

describe('a text field', () => {
  it('is named by its label, described by its help and its error, and marked invalid by the error', () => {
    render(<TextField label="Link" name="link" value="" onChange={() => {}} description="Where the banner leads" error="Not an address" />)
    const input = screen.getByRole('textbox', { name: 'Link' })
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ')
    const said = describedBy.map((id) => document.getElementById(id)?.textContent)
    expect(said).toEqual(expect.arrayContaining(['Where the banner leads', 'Not an address']))
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })

  it('writes several lines in its language, its mark beside the label', () => {
    render(
      <TextField
        label="Summary"
        name="zh.summary"
        value=""
        onChange={() => {}}
        lang="zh"
        multiline
        labelMark={<span>*</span>}
        isRequired
      />,
    )
    const area = screen.getByRole('textbox', { name: /^Summary/ })
    expect(area.tagName).toBe('TEXTAREA')
    expect(area.getAttribute('lang')).toBe('zh-CN')
    expect(area.getAttribute('aria-invalid')).toBeNull()
    expect(screen.getByText('*')).toBeTruthy()
  })
})

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { CiteLinks } from './cite-links'

afterEach(cleanup)

it('links a paper’s BibTeX and RIS files in the reader’s language, as downloads', () => {
  render(<CiteLinks id={42} />)
  const bib = screen.getByRole('link', { name: /^BibTeX\s*（下载本文的引用文件）$/ })
  expect(bib.getAttribute('href')).toBe('/cite/paper/42.bib?lang=zh')
  expect(bib.hasAttribute('download')).toBe(true)
  expect(screen.getByRole('link', { name: /^RIS\s*（下载本文的引用文件）$/ }).getAttribute('href')).toBe('/cite/paper/42.ris?lang=zh')
  expect(screen.getByText('引用：')).toBeTruthy()
})

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PaperExport, paperListFile } from './paper-export'

afterEach(cleanup)

const query = { pageNum: 3, keyword: '', category: '', year: '' as const }

describe('the paper list export', () => {
  it('names the list as it is filtered now, and only the filters that are set', () => {
    expect(paperListFile('bib', 12, query)).toBe('/cite/papers.bib?lang=zh&menuId=12')
    expect(paperListFile('ris', 12, { keyword: ' 海马体 & co ', category: 'disorders', year: 2024 })).toBe(
      '/cite/papers.ris?lang=zh&menuId=12&keyword=%E6%B5%B7%E9%A9%AC%E4%BD%93+%26+co&category=disorders&year=2024',
    )
  })

  it('offers BibTeX and RIS as downloads with names that say what they are', () => {
    render(<PaperExport menuId={12} query={{ ...query, year: 2023 }} beyondCap={false} />)
    const bib = screen.getByRole('link', { name: /^BibTeX\s*（下载所列论文的引用文件）$/ })
    expect(bib.getAttribute('href')).toBe('/cite/papers.bib?lang=zh&menuId=12&year=2023')
    expect(bib.hasAttribute('download')).toBe(true)
    expect(screen.getByRole('link', { name: /^RIS/ }).getAttribute('href')).toBe('/cite/papers.ris?lang=zh&menuId=12&year=2023')
    expect(screen.queryByText(/1,000|1000/)).toBeNull()
  })

  it('says the file holds the first thousand when the list holds more', () => {
    render(<PaperExport menuId={12} query={query} beyondCap />)
    expect(screen.getByText('文件收录前 1,000 篇。')).toBeTruthy()
  })
})

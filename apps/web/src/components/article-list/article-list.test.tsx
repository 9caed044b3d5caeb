// @vitest-environment happy-dom
import type { ArticleSummary } from '@ibr/contract'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ArticleList } from './article-list'

const item = (id: number, extra: Partial<ArticleSummary>) =>
  ({
    id,
    title: `Talk ${id}`,
    createTime: '2026-11-20',
    templateList: ['ibrNewsacademic'],
    pinned: false,
    cancelled: false,
    ...extra,
  }) as ArticleSummary

describe('ArticleList', () => {
  it('marks a called-off event in its title and leaves the others alone', () => {
    render(
      <MemoryRouter>
        <ArticleList items={[item(1, { cancelled: true }), item(2, {})]} />
      </MemoryRouter>,
    )
    const [called, held] = screen.getAllByRole('link')
    expect(called!.textContent).toContain('Talk 1')
    expect(called!.textContent).toMatch(/已取消|Cancelled/)
    expect(held!.textContent).not.toMatch(/已取消|Cancelled/)
  })
})

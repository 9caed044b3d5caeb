// @vitest-environment happy-dom
import type { ArticleListRet } from '@ibr/contract'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ArticleListState } from '../../lib/use-article-list'
import { ListShell } from './list-shell'

/** A list's state as the hook gives it, answered with this total. */
const state = (data: Partial<ArticleListRet>) =>
  ({
    data: { articleList: [], total: 0, totalCapped: false, pageNum: 1, pageSize: 10, ...data },
    loading: false,
    stale: false,
    query: { pageNum: 1, keyword: 'neural', category: '', year: '' },
    pageSize: 10,
    setPage: () => {},
    setKeyword: () => {},
  }) as unknown as ArticleListState

afterEach(cleanup)

describe('the number found above a list', () => {
  it('says "about" when the total is approximate, and nothing more when it is exact', () => {
    render(<ListShell list={state({ total: 480, totalApprox: true })}>{() => null}</ListShell>)
    expect(screen.getByRole('status').textContent).toMatch(/^(约 480 条|about 480 items)$/)
  })

  it('gives an exact total as it is, and a capped one with its +', () => {
    render(<ListShell list={state({ total: 42 })}>{() => null}</ListShell>)
    expect(screen.getByRole('status').textContent).toMatch(/^(共 42 条|42 items)$/)
    cleanup()
    render(<ListShell list={state({ total: 1000, totalCapped: true })}>{() => null}</ListShell>)
    expect(screen.getByRole('status').textContent).toMatch(/^(共 1000\+ 条|1000\+ items)$/)
  })
})

import { describe, expect, it } from 'vitest'
import { ageGroups, monthMark, pageOverScopes, rowMarks, scopeQuery, type ScopePage } from './search-scope.js'

describe('scope marks', () => {
  it('marks a row with its UTC month, its year and its section', () => {
    expect(rowMarks({ publishAt: new Date('2026-01-31T20:00:00Z'), year: 2026, section: 'ibrNews' })).toEqual([
      '§m202601',
      '§y2026',
      '§sibrNews',
    ])
  })

  it('splits time into age groups that cover every month once, across a year’s end', () => {
    const groups = ageGroups(new Date('2026-02-10T00:00:00Z'))
    expect(groups).toHaveLength(4)
    expect(groups[0]).toBe("('§m202602')")
    expect(groups[1]).toBe("('§m202601' | '§m202512')")
    const months = (text: string) => text.match(/§m\d{6}/g) ?? []
    const recent = groups.slice(0, 3).flatMap(months)
    expect(new Set(recent).size).toBe(12)
    // The last group is every other month: the same twelve excluded.
    expect(groups[3]!.startsWith('!(')).toBe(true)
    expect(months(groups[3]!).sort()).toEqual([...recent].sort())
    expect(recent).not.toContain(monthMark(new Date('2025-02-01T00:00:00Z')))
    expect(recent).toContain(monthMark(new Date('2025-03-01T00:00:00Z')))
  })

  it('joins a group and the filters, all required', () => {
    expect(scopeQuery("('§m202602')", { section: 'ibrNews', year: 2026 })).toBe("('§m202602') & '§sibrNews' & '§y2026'")
    expect(scopeQuery(null, { year: 2019 })).toBe("'§y2019'")
    expect(scopeQuery(null, {})).toBeNull()
  })
})

describe('a page over scopes', () => {
  /** Scopes holding `sizes[i]` items each, named `i-k`; records what was read. */
  const scopes = (sizes: number[]) => {
    const reads: { scope: string; offset: number; limit: number }[] = []
    const read = async (scope: string | null, offset: number, limit: number): Promise<ScopePage<string>> => {
      reads.push({ scope: scope!, offset, limit })
      const size = sizes[Number(scope)]!
      const rows = Array.from({ length: Math.max(0, Math.min(limit, size - offset)) }, (_, k) => `${scope}-${offset + k}`)
      return { total: size, rows }
    }
    return { names: sizes.map((_, i) => String(i)), read, reads }
  }

  it('stops at the newest scope when it fills the page and counts enough, saying more may follow', async () => {
    const s = scopes([300, 50, 10])
    const result = await pageOverScopes(s.names, s.read, { offset: 0, limit: 10, enough: 100 })
    expect(result).toEqual({ total: 300, rows: Array.from({ length: 10 }, (_, k) => `0-${k}`), more: true })
    expect(s.reads).toHaveLength(1)
  })

  it('fills a page across scopes in their order and counts on until enough', async () => {
    const s = scopes([4, 3, 200, 5])
    const result = await pageOverScopes(s.names, s.read, { offset: 0, limit: 10, enough: 100 })
    expect(result.rows).toEqual(['0-0', '0-1', '0-2', '0-3', '1-0', '1-1', '1-2', '2-0', '2-1', '2-2'])
    expect(result).toMatchObject({ total: 207, more: true })
    expect(s.reads.map((r) => r.limit)).toEqual([10, 6, 3])
  })

  it('reads a later page from where the earlier scopes end', async () => {
    const s = scopes([25, 30, 0])
    const result = await pageOverScopes(s.names, s.read, { offset: 30, limit: 10, enough: 100 })
    expect(result.rows).toEqual(Array.from({ length: 10 }, (_, k) => `1-${5 + k}`))
    expect(s.reads.map((r) => r.offset)).toEqual([30, 5, 0])
  })

  it('counts every scope when there are few matches: an exact total, a page past the end empty', async () => {
    const s = scopes([2, 0, 1, 3])
    expect(await pageOverScopes(s.names, s.read, { offset: 0, limit: 10, enough: 100 })).toMatchObject({ total: 6, more: false })
    expect(await pageOverScopes(s.names, s.read, { offset: 490, limit: 10, enough: 100 })).toEqual({ total: 6, rows: [], more: false })
  })
})

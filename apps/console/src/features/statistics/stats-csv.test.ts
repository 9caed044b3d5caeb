import { describe, expect, it } from 'vitest'
import { toCsv } from './stats-csv'

describe('the CSV of a figures table', () => {
  it('starts with a byte order mark, quotes what needs it and keeps formulas as text', () => {
    const csv = toCsv(
      ['搜索词', 'Searches'],
      [
        ['脑科学', 12],
        ['a, "quoted" word', 3],
        ['=HYPERLINK("http://x")', 1],
        ['-2+3', 1],
      ],
    )
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv.slice(1).split('\r\n')).toEqual([
      '搜索词,Searches',
      '脑科学,12',
      '"a, ""quoted"" word",3',
      `"'=HYPERLINK(""http://x"")",1`,
      "'-2+3,1",
      '',
    ])
  })
})

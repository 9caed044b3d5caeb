import { describe, expect, it } from 'vitest'
import { parseStat } from './proc-stat.js'

describe('parseStat', () => {
  it('reads the parent and adds utime and stime, counting fields from the name’s last parenthesis', () => {
    const fields = ['S', '77', '1', '1', '0', '-1', '4194304', '100', '0', '0', '0', '250', '40', '0', '0', '20']
    expect(parseStat(`4242 (postgres) ${fields.join(' ')}`)).toEqual({ name: 'postgres', ppid: 77, ticks: 290 })
    expect(parseStat(`4242 (a (b) c) ${fields.join(' ')}`)).toEqual({ name: 'a (b) c', ppid: 77, ticks: 290 })
  })

  it('refuses a line that is not a stat line', () => {
    expect(() => parseStat('nonsense')).toThrow(/not a \/proc/)
  })
})

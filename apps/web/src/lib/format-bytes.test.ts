import { describe, expect, it } from 'vitest'
import { formatBytes } from './format-bytes'

describe('formatBytes', () => {
  it('picks the unit by size', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(1023)).toBe('1023 B')
    expect(formatBytes(1024)).toBe('1.0 KB')
    expect(formatBytes(12_700)).toBe('12.4 KB')
    expect(formatBytes(20 * 1024 * 1024)).toBe('20.0 MB')
  })
})

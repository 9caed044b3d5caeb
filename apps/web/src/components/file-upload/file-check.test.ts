import { describe, expect, it } from 'vitest'
import { checkFile } from './file-check'

const accept = ['.pdf', '.jpg', '.png']

describe('checkFile', () => {
  it('accepts a listed extension within the limit, whatever its case', () => {
    expect(checkFile({ name: 'abstract.pdf', size: 1000 }, accept, 2000)).toBeNull()
    expect(checkFile({ name: 'PHOTO.JPG', size: 2000 }, accept, 2000)).toBeNull()
  })

  it('refuses other extensions, names without one, and double extensions ending badly', () => {
    expect(checkFile({ name: 'virus.exe', size: 10 }, accept, 2000)).toBe('type')
    expect(checkFile({ name: 'README', size: 10 }, accept, 2000)).toBe('type')
    expect(checkFile({ name: 'paper.pdf.exe', size: 10 }, accept, 2000)).toBe('type')
  })

  it('refuses empty files and files over the limit', () => {
    expect(checkFile({ name: 'a.pdf', size: 0 }, accept, 2000)).toBe('empty')
    expect(checkFile({ name: 'a.pdf', size: 2001 }, accept, 2000)).toBe('size')
  })
})

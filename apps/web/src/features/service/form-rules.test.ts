import { describe, expect, it } from 'vitest'
import { checkFault, checkFeedback, checkText } from './form-rules'

const fault = {
  reporter: '张三',
  contact: '010-8888 6666',
  place: 'B 楼 305 室',
  category: 'network',
  description: '办公室网口无法获取地址。',
}

describe('checkText', () => {
  it('trims, counts characters and refuses control characters', () => {
    expect(checkText('  ', { min: 1, max: 5 })).toEqual({ rule: 'required' })
    expect(checkText('  a  b   ', { min: 5, max: 50 })).toEqual({ rule: 'min', min: 5 })
    expect(checkText('脑科学研究', { min: 5, max: 5 })).toBeNull()
    expect(checkText('脑科学研究所', { min: 5, max: 5 })).toEqual({ rule: 'max', max: 5 })
    expect(checkText('a\nb', { min: 1, max: 5 })).toEqual({ rule: 'chars' })
    expect(checkText('line one\nline two', { min: 1, max: 50, multiline: true })).toBeNull()
    expect(checkText('bad \u0001 byte', { min: 1, max: 50, multiline: true })).toEqual({ rule: 'chars' })
    expect(checkText('', { min: 0, max: 5 })).toBeNull()
  })
})

describe('checkFault', () => {
  it('accepts what the server accepts', () => {
    expect(checkFault(fault)).toEqual({})
    expect(checkFault({ ...fault, contact: 'it-user@example.org' })).toEqual({})
  })

  it('refuses what the server refuses, by field', () => {
    expect(checkFault({ ...fault, reporter: '   ' })).toEqual({ reporter: { rule: 'required' } })
    expect(checkFault({ ...fault, contact: 'just ask around' })).toEqual({ contact: { rule: 'contact' } })
    expect(checkFault({ ...fault, contact: 'ab' })).toEqual({ contact: { rule: 'min', min: 3 } })
    expect(checkFault({ ...fault, place: 'Room\u00001' })).toEqual({ place: { rule: 'chars' } })
    expect(checkFault({ ...fault, category: '' })).toEqual({ category: { rule: 'required' } })
    expect(checkFault({ ...fault, category: 'coffee' })).toEqual({ category: { rule: 'choice' } })
    expect(checkFault({ ...fault, description: 'abc' })).toEqual({ description: { rule: 'min', min: 5 } })
    expect(checkFault({ ...fault, description: 'x'.repeat(2001) })).toEqual({ description: { rule: 'max', max: 2000 } })
  })
})

describe('checkFeedback', () => {
  it('needs a kind and five characters; name and contact are optional', () => {
    expect(checkFeedback({ kind: 'suggestion', name: '', contact: '', content: '希望增加无线网络覆盖范围。' })).toEqual({})
    expect(checkFeedback({ kind: 'complaint', name: '', contact: '', content: 'valid content' })).toEqual({ kind: { rule: 'choice' } })
    expect(checkFeedback({ kind: 'feedback', name: 'x'.repeat(51), contact: '', content: '     ab     ' })).toEqual({
      name: { rule: 'max', max: 50 },
      content: { rule: 'min', min: 5 },
    })
  })
})

import { describe, expect, it } from 'vitest'
import { defineMessages } from './define-messages'

describe('defineMessages', () => {
  const messages = defineMessages({ greeting: '你好，{name}', onlyZh: '仅中文' }, { greeting: 'Hello, {name}', onlyZh: '' })

  it('gives the text of a key in each language, with its placeholders filled', () => {
    expect(messages.textIn('zh', 'greeting', { name: '李' })).toBe('你好，李')
    expect(messages.textIn('en', 'greeting', { name: 'Li' })).toBe('Hello, Li')
  })

  it('falls back to Chinese where the English text is missing', () => {
    expect(messages.textIn('en', 'onlyZh')).toBe('仅中文')
  })

  it('tells which keys it holds, not those of objects in general', () => {
    expect(messages.has('greeting')).toBe(true)
    expect(messages.has('other')).toBe(false)
    expect(messages.has('toString')).toBe(false)
  })
})

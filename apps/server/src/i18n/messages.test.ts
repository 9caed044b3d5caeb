import { ERROR_STATUS } from '@ibr/contract'
import { describe, expect, it } from 'vitest'
import { en } from './catalogue-en.js'
import { zh } from './catalogue-zh.js'
import { message, messageWith } from './messages.js'
import * as enParts from './en/index.js'
import * as zhParts from './zh/index.js'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the server catalogues', () => {
  it('are assembled from parts that never share a key (a later part would silently win)', () => {
    for (const parts of [Object.values(zhParts), Object.values(enParts)]) {
      const keys = parts.flatMap((part) => Object.keys(part))
      expect(keys.length).toBe(new Set(keys).size)
    }
  })

  it('have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort())
  })

  it('have the same placeholders in every language and every plural form', () => {
    for (const [key, text] of Object.entries(zh)) {
      const english = en[key as keyof typeof en]
      const forms = typeof english === 'string' ? [english] : [english.one, english.other]
      for (const form of forms) expect(placeholders(form), key).toEqual(placeholders(text))
    }
  })

  it('give every failure code of the contract its default message', () => {
    for (const code of Object.keys(ERROR_STATUS)) expect(Object.keys(zh), code).toContain(`error.${code}`)
  })

  it('write Chinese in Chinese and English in printable ASCII', () => {
    for (const text of Object.values(zh)) expect(text).toMatch(/[\u4e00-\u9fff]/)
    for (const entry of Object.values(en)) {
      for (const form of typeof entry === 'string' ? [entry] : [entry.one, entry.other]) expect(form).toMatch(/^[\x20-\x7e]+$/)
    }
  })
})

describe('message', () => {
  it('fills placeholders and picks the English plural form by the number', () => {
    expect(message('param.tooLong', { field: 'title', limit: 1 })).toEqual({
      zh: '参数 title 不能超过 1 个字符',
      en: 'title takes at most 1 character',
    })
    expect(message('param.tooLong', { field: 'title', limit: 200 }).en).toBe('title takes at most 200 characters')
  })

  it('puts a message inside another in the same language', () => {
    const label = { zh: '邮箱', en: 'E-mail' }
    const first = messageWith('form.required', { label })
    expect(messageWith('form.several', { count: 2, first })).toEqual({
      zh: '有 2 处填写有误：「邮箱」为必填项',
      en: '2 fields need attention: E-mail: required',
    })
  })
})

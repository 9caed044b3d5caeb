import type { Problem } from '@ibr/contract'
import { describe, expect, it } from 'vitest'
import { AppError } from './app-error.js'
import { formFailure, problemMessage } from './form-failure.js'
import { schemaFailure } from './schema-failure.js'

describe('schemaFailure', () => {
  it('words each kind of schema error from the catalogue, naming the field by its path', () => {
    const at = (keyword: string, instancePath: string, params: Record<string, unknown> = {}) =>
      schemaFailure([{ keyword, instancePath, params }])
    expect(at('required', '/screenshot', { missingProperty: 'token' })).toEqual({
      field: 'screenshot.token',
      msg: { zh: '缺少参数 screenshot.token', en: 'Missing field screenshot.token' },
    })
    // TypeBox names every missing property at once; the first is named.
    expect(at('required', '', { requiredProperties: ['pageNum', 'pageSize'] }).field).toBe('pageNum')
    expect(at('minLength', '/name', { limit: 1 }).msg).toEqual({ zh: '参数 name 至少需要 1 个字符', en: 'name needs at least 1 character' })
    expect(at('minLength', '/name', { limit: 3 }).msg.en).toBe('name needs at least 3 characters')
    expect(at('maxLength', '/files/0/field', { limit: 40 })).toEqual({
      field: 'files.0.field',
      msg: { zh: '参数 files.0.field 不能超过 40 个字符', en: 'files.0.field takes at most 40 characters' },
    })
    expect(at('pattern', '/id', { pattern: '^[0-9]+$' }).msg).toEqual({ zh: '参数 id 的值无效', en: 'Invalid value of id' })
  })

  it('names a failed union as a whole rather than the first branch it tried', () => {
    const failure = schemaFailure([
      { keyword: 'type', instancePath: '/id', params: { type: 'integer' } },
      { keyword: 'pattern', instancePath: '/id', params: {} },
      { keyword: 'anyOf', instancePath: '/id', params: {} },
    ])
    expect(failure.msg.en).toBe('Invalid value of id')
  })

  it('prefixes the parameter a JSON-string value came in, and says the body is wrong when nothing is named', () => {
    expect(schemaFailure([{ keyword: 'minimum', instancePath: '/pageNum', params: {} }], 'page').field).toBe('page.pageNum')
    expect(schemaFailure([]).msg.en).toBe('The request is not valid')
  })
})

describe('form failures', () => {
  const label = { zh: '邮箱', en: 'E-mail' }

  it('word every rule of the contract with the field label, every placeholder filled', () => {
    const problems: Problem[] = [
      { rule: 'required' },
      { rule: 'min', min: 5 },
      { rule: 'max', max: 1 },
      { rule: 'chars' },
      { rule: 'email' },
      { rule: 'tel' },
      { rule: 'contact' },
      { rule: 'choice' },
      { rule: 'file' },
    ]
    const worded = problems.map((p) => problemMessage(p, label))
    for (const m of worded) {
      expect(m.zh).toContain('「邮箱」')
      expect(m.en).toMatch(/^E-mail: /)
      expect(`${m.zh}${m.en}`).not.toMatch(/[{}]/)
    }
    expect(worded[1]).toEqual({ zh: '「邮箱」至少需要 5 个字符', en: 'E-mail: at least 5 characters' })
    expect(worded[2]!.en).toBe('E-mail: at most 1 character')
  })

  it('name one field alone, and several in order with a summary', () => {
    const one = formFailure([{ field: 'email', msg: problemMessage({ rule: 'email' }, label) }])
    expect([one.field, one.fields, one.messages.en]).toEqual(['email', undefined, 'E-mail: not a valid e-mail address'])
    const several = formFailure([
      { field: 'name', msg: problemMessage({ rule: 'required' }, { zh: '姓名', en: 'Name' }) },
      { field: 'email', msg: problemMessage({ rule: 'email' }, label) },
    ])
    expect(several).toBeInstanceOf(AppError)
    expect(several.field).toBe('name')
    expect(several.fields?.map((f) => f.field)).toEqual(['name', 'email'])
    expect(several.messages).toEqual({ zh: '有 2 处填写有误：「姓名」为必填项', en: '2 fields need attention: Name: required' })
  })
})

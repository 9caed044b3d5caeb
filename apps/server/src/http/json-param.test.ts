import { PageParams } from '@ibr/contract'
import { describe, expect, it } from 'vitest'
import { AppError } from './app-error.js'
import { jsonParam } from './json-param.js'

describe('jsonParam', () => {
  const read = jsonParam(PageParams, 'page', '{"pageNum":1,"pageSize":10}')
  it('reads a valid JSON string and falls back when absent', () => {
    expect(read('{"pageNum":2,"pageSize":20}', { pageNum: 1, pageSize: 10 })).toEqual({ pageNum: 2, pageSize: 20 })
    expect(read(undefined, { pageNum: 1, pageSize: 10 })).toEqual({ pageNum: 1, pageSize: 10 })
  })
  it('refuses text that is not JSON or not the shape, naming the field', () => {
    for (const raw of ['{', 'pageNum=1', '{"pageNum":1}', '{"pageNum":1,"pageSize":0}', '[1,2]']) {
      expect(() => read(raw, { pageNum: 1, pageSize: 10 })).toThrow(AppError)
    }
    try {
      read('{"pageNum":1,"pageSize":1000}', { pageNum: 1, pageSize: 10 })
    } catch (e) {
      expect((e as AppError).messages.en).toContain('pageSize')
      expect((e as AppError).code).toBe('badRequest')
    }
  })
})

import { AUDIT_ACTIONS } from '@ibr/contract/staff-client'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { zh } from './zh'

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the catalogues', () => {
  it('have the same keys in both languages', () => {
    const zhKeys = Object.keys(zh)
    const enKeys = Object.keys(en)
    expect(
      enKeys.filter((k) => !(k in zh)),
      'keys only in en',
    ).toEqual([])
    expect(
      zhKeys.filter((k) => !(k in en)),
      'keys only in zh',
    ).toEqual([])
  })

  it('have no empty text', () => {
    const empty = [...Object.entries(zh), ...Object.entries(en)].filter(([, text]) => text.trim() === '').map(([key]) => key)
    expect(empty).toEqual([])
  })

  it('use the same placeholders in both languages', () => {
    const differing = (Object.keys(zh) as (keyof typeof zh)[]).filter(
      (key) => placeholders(zh[key]).join() !== placeholders(en[key]).join(),
    )
    expect(differing).toEqual([])
  })

  it('name every action the audit log records', () => {
    const missing = AUDIT_ACTIONS.filter((action) => !(`audit.action.${action}` in zh))
    expect(missing).toEqual([])
  })
})

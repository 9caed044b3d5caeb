import { AUDIT_ACTIONS } from '@ibr/contract/staff-client'
import { expectNoEmptyText, expectSameKeys, expectSamePlaceholders } from '@ibr/ui/catalogue-checks'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { zh } from './zh'

describe('the catalogues', () => {
  it('have the same keys in both languages', () => {
    expectSameKeys(zh, en)
  })

  it('have no empty text', () => {
    expectNoEmptyText(zh, en)
  })

  it('use the same placeholders in both languages', () => {
    expectSamePlaceholders(zh, en)
  })

  it('name every action the audit log records', () => {
    const missing = AUDIT_ACTIONS.filter((action) => !(`audit.action.${action}` in zh))
    expect(missing).toEqual([])
  })
})

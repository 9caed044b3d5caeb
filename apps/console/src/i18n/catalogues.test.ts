import { AUDIT_ACTIONS } from '@ibr/contract/staff-client'
import { expectNoEmptyText, expectSameKeys, expectSamePlaceholders } from '@ibr/ui/catalogue-checks'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { zh } from './zh'

type Catalogue = { zh: Record<string, string>; en: Record<string, string> }

// Every screen's and shared component's messages.ts, beside its code (see define-messages.ts).
const ownCatalogues = Object.entries(import.meta.glob<{ messages: Catalogue }>('../**/messages.ts', { eager: true })).map(
  ([file, module]) => [file, module.messages] as const,
)
const catalogueOf = (file: string) => ownCatalogues.find(([name]) => name === file)?.[1]

describe('the shell catalogue', () => {
  it('has the same keys in both languages', () => {
    expectSameKeys(zh, en)
  })

  it('has no empty text', () => {
    expectNoEmptyText(zh, en)
  })

  it('uses the same placeholders in both languages', () => {
    expectSamePlaceholders(zh, en)
  })
})

describe('the screens’ and components’ catalogues', () => {
  it('exist and have the same keys, none empty, with the same placeholders in both languages', () => {
    expect(ownCatalogues.length).toBeGreaterThan(10)
    for (const [file, messages] of ownCatalogues) {
      expectSameKeys(messages.zh, messages.en, file)
      expectNoEmptyText(messages.zh, messages.en, file)
      expectSamePlaceholders(messages.zh, messages.en, [], file)
    }
  })

  it('hold each key once: a text several screens show is in the shell or the shared catalogue, not copied', () => {
    const seen = new Map<string, string>(Object.keys(zh).map((key) => [key, 'i18n/zh.ts']))
    const twice: string[] = []
    for (const [file, messages] of ownCatalogues) {
      for (const key of Object.keys(messages.zh)) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)}, ${file})`)
        seen.set(key, file)
      }
    }
    expect(twice).toEqual([])
  })

  it('name every action the audit log records', () => {
    const audit = catalogueOf('../features/audit/messages.ts')
    const missing = AUDIT_ACTIONS.filter((action) => !(`audit.action.${action}` in (audit?.zh ?? {})))
    expect(missing).toEqual([])
  })
})

import { expectNoEmptyText, expectSameKeys, expectSamePlaceholders } from '@ibr/ui/catalogue-checks'
import { describe, expect, it } from 'vitest'
import { en } from './en'
import { zh } from './zh'

describe('catalogues', () => {
  it('have the same keys in both languages', () => {
    expectSameKeys(zh, en)
  })

  it('have no empty text', () => {
    expectNoEmptyText(zh, en)
  })

  it('use the same placeholders in both languages', () => {
    // The calendar title names the month differently per language (a number in Chinese, a name in English).
    expectSamePlaceholders(zh, en, ['calendar.title'])
  })
})

// Every feature's messages.ts (see messages.ts and packages/ui's define-messages.ts): the same checks as the main catalogue.
const featureCatalogues = import.meta.glob<{ messages: { zh: Record<string, string>; en: Record<string, string> } }>('../**/messages.ts', {
  eager: true,
})

describe('feature catalogues', () => {
  it('exist and have the same keys, none empty, with the same placeholders in both languages', () => {
    // i18n/messages.ts itself defines the helper, not a catalogue.
    const catalogues = Object.entries(featureCatalogues).filter(([, module]) => 'messages' in module)
    expect(catalogues.length).toBeGreaterThan(0)
    for (const [file, module] of catalogues) {
      const { zh: fzh, en: fen } = module.messages
      expectSameKeys(fzh, fen, file)
      expectNoEmptyText(fzh, fen, file)
      expectSamePlaceholders(fzh, fen, [], file)
    }
  })
})

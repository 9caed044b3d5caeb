import type { PaperImportItem, PaperPreviewItem } from '@ibr/contract/staff-client'
import { NO_CHOICE } from '../choice-labels'

/** What the person decided for one previewed entry. */
export interface RowChoice {
  kept: boolean
  /** A research area code, or NO_CHOICE. */
  researchArea: string
  teamIds: string[]
}

/**
 * Fields an entry lacks that the dialog cannot supply: the entry is corrected in its source and
 * previewed again. The research area is chosen in the row, so it never blocks.
 */
export const blockingProblems = (item: PaperPreviewItem) => item.problems.filter((p) => p !== 'researchArea')

/** The first choices: every entry kept but a duplicate or one that cannot be imported, with the server's guesses. */
export const initialChoices = (items: readonly PaperPreviewItem[]): RowChoice[] =>
  items.map((item) => ({
    kept: item.duplicateOf === null && blockingProblems(item).length === 0,
    researchArea: item.researchArea ?? NO_CHOICE,
    teamIds: item.teamIds.map(String),
  }))

/** The import's items: the kept entries with the person's area and teams. */
export function importItems(items: readonly PaperPreviewItem[], choices: readonly RowChoice[]): { index: number; item: PaperImportItem }[] {
  return items.flatMap((p, i) => {
    const choice = choices[i]!
    if (!choice.kept || choice.researchArea === NO_CHOICE) return []
    const item: PaperImportItem = {
      language: p.language,
      title: p.title,
      authors: p.authors ?? '',
      journal: p.journal ?? '',
      year: p.year ?? 0,
      doi: p.doi,
      pmid: p.pmid,
      body: p.body,
      outLink: p.outLink,
      researchArea: choice.researchArea as PaperImportItem['researchArea'],
      teamIds: choice.teamIds.map(Number),
    }
    return [{ index: i, item }]
  })
}

/** Kept entries still without a research area: the import waits until each has one. */
export const rowsWithoutArea = (choices: readonly RowChoice[]) =>
  choices.flatMap((c, i) => (c.kept && c.researchArea === NO_CHOICE ? [i] : []))

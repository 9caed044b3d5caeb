import type { Problem } from '@ibr/contract/forms'
import { messages } from './messages'

/** What a form shows beside a field: one of the contract's problems, or the server's own words. */
export type Shown = Problem | { rule: 'server'; message: string }

/**
 * A problem in the page's language, naming the field by its label. `choose`: the field is a choice
 * (a list, radio buttons), so an empty one asks to choose rather than to fill in.
 */
export function describeProblem(problem: Shown, label: string, choose = false): string {
  switch (problem.rule) {
    case 'server':
      return problem.message
    case 'required':
      return messages.t(choose ? 'problem.choose' : 'problem.required', { label })
    case 'min':
      return messages.t('problem.min', { label, min: problem.min })
    case 'max':
      return messages.t('problem.max', { label, max: problem.max })
    default: {
      const { rule, ...numbers } = problem
      return messages.t(`problem.${rule}`, { label, ...numbers })
    }
  }
}

import type { FormField } from '@ibr/contract'
import type { Problem } from './form-rules'
import { messages } from './messages'

/** A problem of a field as the visitor reads it beside the field. */
export function describeProblem(problem: Problem, field: FormField): string {
  const label = field.label
  switch (problem.kind) {
    case 'required':
      return messages.t('errRequired', { label })
    case 'choose':
      return messages.t('errChoose', { label })
    case 'file':
      return messages.t('errFile', { label })
    case 'tooLong':
      return messages.t('errTooLong', { label, max: problem.max, count: problem.count })
    case 'email':
      return messages.t('errEmail')
    case 'tel':
      return messages.t('errTel')
    case 'option':
      return messages.t('errOption', { label })
    case 'control':
      return messages.t('errControl', { label })
  }
}

import type { RecordState } from '@ibr/contract/staff'
import { AppError } from '../../http/app-error.js'
import type { Creation } from '../../workflow/workflow-runner.js'
import type { RecordKind } from './record-kind.js'
import { callOf, labelOf, type RecordChange } from './record-transitions.js'
import { RECORD_WORKFLOW } from './record-workflow.js'

/**
 * A record's first transition, from no record to a draft (RECORD_WORKFLOW.create): the person may
 * create one of the kind (its edit rule, with no record yet), the document is checked in the
 * transaction that writes it (the files it names are held until then), and the kind inserts its
 * public row, kept off the site until approved.
 */
export function recordCreation<Doc>(kind: RecordKind<Doc>): Creation<Doc, RecordChange<Doc>, RecordState> {
  const label = labelOf(kind)
  return {
    call: callOf(kind.entity, 'save'),
    ...RECORD_WORKFLOW.create,
    async apply({ trx, input, actor }) {
      // The save call's permission is the kind's edit rule, asked of no record yet.
      if (!(await kind.access.edit(trx, actor.user, null))) throw new AppError('noPermission')
      const doc = await kind.clean(trx, input, { user: actor.user, id: null })
      const id = await kind.create(trx, doc, actor.user.name || actor.user.username)
      return { id, change: { action: 'create', doc, draft: { put: doc } }, audit: { action: 'recordCreate', summary: label(doc) } }
    },
  }
}

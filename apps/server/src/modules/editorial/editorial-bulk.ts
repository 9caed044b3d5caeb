import type { ArticleBulkBody } from '@ibr/contract/staff'
import { eachItem, numericItems } from '../../lib/each-item.js'
import type { Actor, EditorialService } from './editorial-service.js'

/** A workflow step on several items, each through the single item's call, so the rules are the same. */
export function articleBulk(editorial: EditorialService, actor: Actor, body: Pick<ArticleBulkBody, 'action' | 'items'>) {
  return eachItem(numericItems(body.items), ({ id, version }) => {
    if (body.action === 'submit') return editorial.submit(actor, { id, version })
    if (body.action === 'approve') return editorial.approve(actor, { id, version })
    return editorial.archive(actor, { id })
  })
}

import type { TicketStatusRet } from '@ibr/contract'
import type { Kysely } from 'kysely'
import { digest, sameSecret } from '../../auth/tokens.js'
import type { DB } from '../../db/schema.js'
import { notFound } from '../../http/app-error.js'
import { inboxRepository } from './inbox-repository.js'

/**
 * The reporter's view of their report: its state and the office's replies, never the internal notes.
 * A wrong key and an unknown ticket get the same answer, so neither can be told from the other.
 */
export async function ticketStatus(db: Kysely<DB>, ticket: string, key: string): Promise<TicketStatusRet> {
  const repo = inboxRepository(db)
  const row = await repo.find(ticket)
  if (!row || !row.access_key || !sameSecret(row.access_key, digest(key))) throw notFound('helpdesk.ticketNotFound')
  const notes = await repo.notes(row.kind, row.id)
  return {
    ticket: row.ticket,
    kind: row.kind,
    state: row.state,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    replies: notes.filter((n) => n.reply).map((n) => ({ body: n.body, createdAt: n.created_at.toISOString() })),
  }
}

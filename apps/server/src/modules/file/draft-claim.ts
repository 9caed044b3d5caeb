import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import type { FieldMessage, Message, MessageKey } from '../../http/app-error.js'
import { formFailure } from '../../http/form-failure.js'
import { message, messageWith } from '../../i18n/messages.js'
import { fileRepository } from './file-repository.js'
import { isFileId, tokenMatches } from './file-token.js'

/** A draft upload handed in with a form: the form field it belongs to, and that field's label. */
export interface DraftClaim {
  fileId: string
  token: string
  field: string
  label: Message
  /** The form field's own limits, narrower than the rule's (a conference's file field): MIME types, bytes. */
  accept?: readonly string[]
  maxBytes?: number
}

/** What a form field accepts, and the catalogue's words for it (`form.fileType` names it). */
export interface ClaimRule {
  accept: readonly string[]
  acceptText: MessageKey
}

const megabytes = (bytes: number) => `${Math.round((bytes / 1048576) * 10) / 10} MB`

/**
 * Run inside the form's transaction: checks each draft's token, expiry and type, then makes the
 * drafts private so they outlive the sweeper and no one can delete them with the token any more.
 * Every claim at fault is named at once, by its form field.
 */
export async function claimDrafts(trx: Kysely<DB>, claims: readonly DraftClaim[], rule: ClaimRule): Promise<void> {
  if (claims.length === 0) return
  const files = fileRepository(trx)
  const ids = claims.map((c) => c.fileId)
  const wellFormed = ids.filter(isFileId)
  const rows = new Map((wellFormed.length ? await files.lockLiveDrafts(wellFormed) : []).map((r) => [r.id, r]))
  const expired = (claim: DraftClaim): FieldMessage => ({
    field: claim.field,
    msg: messageWith('form.fileExpired', { label: claim.label }),
  })
  const faults: FieldMessage[] = []
  for (const claim of claims) {
    const row = rows.get(claim.fileId)
    if (!row || !tokenMatches(row.token_hash, claim.token)) faults.push(expired(claim))
    else if (!rule.accept.includes(row.mime) || (claim.accept?.length && !claim.accept.includes(row.mime))) {
      const accept = claim.accept?.length ? { zh: claim.accept.join(', '), en: claim.accept.join(', ') } : message(rule.acceptText)
      faults.push({ field: claim.field, msg: messageWith('form.fileType', { label: claim.label, accept }) })
    } else if (claim.maxBytes && row.size > claim.maxBytes) {
      faults.push({ field: claim.field, msg: messageWith('form.fileSize', { label: claim.label, size: megabytes(claim.maxBytes) }) })
    }
  }
  if (faults.length > 0) throw formFailure(faults)
  if ((await files.makePrivate(ids)) !== ids.length) throw formFailure([expired(claims[0]!)])
}

import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.js'
import type { Message } from '../../http/app-error.js'
import { fieldError } from '../../http/field-error.js'
import { fileRepository } from './file-repository.js'
import { isFileId, tokenMatches } from './file-token.js'

/** A draft upload handed in with a form, and the label of the field it belongs to. */
export interface DraftClaim {
  fileId: string
  token: string
  label: Message
}

/** What a form field accepts, and how the refusal says it. */
export interface ClaimRule {
  accept: readonly string[]
  acceptText: Message
}

/**
 * Run inside the form's transaction: checks each draft's token, expiry and type, then makes the
 * drafts private so they outlive the sweeper and no one can delete them with the token any more.
 */
export async function claimDrafts(trx: Kysely<DB>, claims: readonly DraftClaim[], rule: ClaimRule): Promise<void> {
  if (claims.length === 0) return
  const files = fileRepository(trx)
  const ids = claims.map((c) => c.fileId)
  const wellFormed = ids.filter(isFileId)
  const rows = new Map((wellFormed.length ? await files.lockLiveDrafts(wellFormed) : []).map((r) => [r.id, r]))
  const invalid = (label: Message) =>
    fieldError(label, '的文件无效或已过期，请重新上传', 'the file is not valid or has expired, please upload it again')
  for (const claim of claims) {
    const row = rows.get(claim.fileId)
    if (!row || !tokenMatches(row.token_hash, claim.token)) throw invalid(claim.label)
    if (!rule.accept.includes(row.mime)) {
      throw fieldError(
        claim.label,
        `不接受此类文件（仅限${rule.acceptText.zh}）`,
        `this kind of file is not accepted (${rule.acceptText.en} only)`,
      )
    }
  }
  if ((await files.makePrivate(ids)) !== ids.length) throw invalid(claims[0]!.label)
}

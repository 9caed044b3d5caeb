import type { Lang } from '@ibr/contract'
import { SIGN_IN_LINK_PAGE } from '@ibr/contract/staff'
import type { Kysely } from 'kysely'
import { randomToken } from '../../auth/tokens.js'
import type { DB } from '../../db/schema.js'
import { message } from '../../i18n/messages.js'
import { recordAudit } from '../audit/index.js'
import { clientLimitService } from '../client-limit/index.js'
import type { MailService } from '../mail/index.js'
import { signInLinkRepository } from './sign-in-link-repository.js'
import { staffRepository } from './staff-repository.js'

/** How long a sign-in link is good for. */
export const SIGN_IN_LINK_MINUTES = 15
/** Links one user name is sent within SIGN_IN_LINK_MINUTES: enough for a person who asks twice, too few to flood a mailbox. */
export const LINKS_PER_NAME = 3
/** Requests one client address may make within SIGN_IN_LINK_MINUTES, whatever names it gives. */
export const LINK_REQUESTS_PER_ADDRESS = 10

/** Why no link was sent, as the audit line says it (administrators read it; the person is never told). */
type NotSent = 'too many links asked for' | 'no such account' | 'single sign-on account' | 'deactivated' | 'no e-mail address'

/**
 * Sign-in links by e-mail: the way in for a person the throttle keeps out, which an attacker without
 * their mailbox cannot use. A request is answered the same whatever the name: its counts are made
 * before the answer for every name alike, and the account is looked up, the link made and the mail
 * queued after it (`send`), so neither the answer nor its time tells whether the account exists.
 */
export function signInLinkService(db: Kysely<DB>, mail: MailService, publicUrl: string) {
  const limits = clientLimitService(db)
  const windowMs = SIGN_IN_LINK_MINUTES * 60_000

  return {
    /** Links are sent only with PUBLIC_URL: the address in the mail is never taken from the request's Host, which its sender chooses. */
    available: publicUrl !== '',

    /**
     * Counts a request against its address's limit and its name's. Answers the seconds the address
     * must wait (a 429, the same for every name), and whether the name may be sent another link.
     */
    async count(username: string, address: string): Promise<{ wait: number; nameAllowed: boolean }> {
      const byAddress = await limits.hit(`signInLink:address:${address}`, windowMs)
      if (byAddress.hits > LINK_REQUESTS_PER_ADDRESS) return { wait: byAddress.ttlMs / 1000, nameAllowed: false }
      const byName = await limits.hit(`signInLink:name:${username.toLowerCase()}`, windowMs)
      return { wait: 0, nameAllowed: byName.hits <= LINKS_PER_NAME }
    },

    /**
     * Sends the account a link, if it is an active local account with an address and the name is
     * within its limit: the link's row, the mail (to the account's own address, in `lang`) and the
     * audit line in one transaction. Writes the audit line alone, saying why, when nothing is sent.
     */
    async send(request: { username: string; address: string; lang: Lang; nameAllowed: boolean }): Promise<void> {
      const account = await staffRepository(db).byUsername(request.username)
      const notSent: NotSent | null = !request.nameAllowed
        ? 'too many links asked for'
        : !account
          ? 'no such account'
          : account.source !== 'local'
            ? 'single sign-on account'
            : !account.active
              ? 'deactivated'
              : !account.email
                ? 'no e-mail address'
                : null
      const line = {
        userId: account?.id ?? null,
        username: request.username,
        action: 'signInLinkRequest',
        address: request.address,
      } as const
      if (notSent || !account?.email) {
        await recordAudit(db, { ...line, entity: 'session', summary: `nothing sent: ${notSent}` })
        return
      }
      const token = randomToken()
      const link = `${publicUrl}${SIGN_IN_LINK_PAGE}#token=${token}`
      const text = (key: Parameters<typeof message>[0]) =>
        message(key, { name: account.name || account.username, username: account.username, minutes: SIGN_IN_LINK_MINUTES })[request.lang]
      await db.transaction().execute(async (trx) => {
        await signInLinkRepository(trx).insert(account.id, token, SIGN_IN_LINK_MINUTES)
        await mail.send(
          {
            to: account.email!,
            lang: request.lang,
            kind: 'staff.signInLink',
            subject: text('staff.signInLinkMail.subject'),
            text: [
              text('staff.signInLinkMail.greeting'),
              text('staff.signInLinkMail.intro'),
              link,
              text('staff.signInLinkMail.ignore'),
            ].join('\n\n'),
          },
          { db: trx },
        )
        await recordAudit(trx, { ...line, entity: 'session', summary: `sent to ${account.email}` })
      })
    },

    /**
     * The account a link's token signs in to, spending the link and every other of the account; none
     * when the link was used, is too old, or its account may no longer sign in with a password.
     */
    async use(token: string) {
      const links = signInLinkRepository(db)
      const userId = await links.spend(token)
      if (userId === undefined) return undefined
      await links.endAll(userId)
      const account = await staffRepository(db).byId(userId)
      return account && account.active && account.source === 'local' ? account : undefined
    },
  }
}

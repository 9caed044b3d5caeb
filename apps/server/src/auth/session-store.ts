import type { Kysely } from 'kysely'
import type { DB } from '../db/schema.js'
import { sessionRepository } from './session-repository.js'
import { digest, randomToken } from './tokens.js'

export interface SessionLimits {
  idleMinutes: number
  maxHours: number
}

export interface StaffSession {
  idHash: string
  userId: number
  username: string
  csrfToken: string
  /** Set for a session opened by CAS: its single logout names the ticket. */
  casTicketHash: string | null
}

export type SessionLookup =
  | { state: 'open'; session: StaffSession }
  /** It existed but has expired (idle or absolute) or its account was deactivated; it is gone now. */
  | { state: 'expired'; userId: number; username: string }
  | { state: 'none' }

/** A session's last activity is written at most once a minute: reads stay reads. */
const TOUCH_MS = 60_000

/**
 * Staff sessions as rows (every instance sees them). The cookie carries a random id; the
 * table keeps its SHA-256. Idle and absolute expiry are checked on every lookup.
 */
export function sessionStore(db: Kysely<DB>, limits: SessionLimits, now: () => Date = () => new Date()) {
  const idleMs = limits.idleMinutes * 60_000
  const sessions = sessionRepository(db)

  return {
    async start(userId: number, meta: { address: string; userAgent: string; casTicket?: string }) {
      const id = randomToken()
      const csrfToken = randomToken()
      const at = now()
      // Expired rows of anyone are cleared here, at a sign-in, rather than by a timer on every instance.
      await sessions.deleteExpired(at, new Date(at.getTime() - idleMs))
      await sessions.insert({
        id_hash: digest(id),
        user_id: userId,
        csrf_token: csrfToken,
        created_at: at,
        last_seen_at: at,
        expires_at: new Date(at.getTime() + limits.maxHours * 3_600_000),
        cas_ticket_hash: meta.casTicket ? digest(meta.casTicket) : null,
        address: meta.address.slice(0, 100),
        user_agent: meta.userAgent.slice(0, 300),
      })
      return { id, idHash: digest(id), csrfToken }
    },

    async find(id: string): Promise<SessionLookup> {
      const row = await sessions.findWithUser(digest(id))
      if (!row) return { state: 'none' }
      const at = now()
      if (!row.active || row.expires_at <= at || at.getTime() - row.last_seen_at.getTime() > idleMs) {
        await sessions.delete(row.id_hash)
        return { state: 'expired', userId: row.user_id, username: row.username }
      }
      if (at.getTime() - row.last_seen_at.getTime() > TOUCH_MS) await sessions.touch(row.id_hash, at)
      return {
        state: 'open',
        session: {
          idHash: row.id_hash,
          userId: row.user_id,
          username: row.username,
          csrfToken: row.csrf_token,
          casTicketHash: row.cas_ticket_hash,
        },
      }
    },

    async end(idHash: string): Promise<void> {
      await sessions.delete(idHash)
    },

    /** Ends every session of an account but one (the one a password change was made in). */
    endForUser(userId: number, keepIdHash?: string): Promise<number> {
      return sessions.deleteForUser(userId, keepIdHash)
    },

    /** CAS single logout: ends the session its service ticket opened. */
    endByTicket(ticket: string): Promise<{ userId: number } | undefined> {
      return sessions.deleteByTicketHash(digest(ticket))
    },

    countForUser(userId: number): Promise<number> {
      return sessions.countForUser(userId, now())
    },
  }
}

export type SessionStore = ReturnType<typeof sessionStore>

import type { FastifyReply, FastifyRequest } from 'fastify'

export interface CookieSettings {
  name: string
  secure: boolean
}

/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/; behind https it is Secure and `__Host-` prefixed,
 * so no subdomain and no plain-http page can set or read it.
 */
export function cookieSettings(publicUrl: string): CookieSettings {
  const secure = publicUrl.startsWith('https://')
  return { name: secure ? '__Host-ibr_staff' : 'ibr_staff', secure }
}

/** Reads the session id from the Cookie header; only staff routes ever call it. */
export function readSessionCookie(request: FastifyRequest, settings: CookieSettings): string | undefined {
  const header = request.headers.cookie
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === settings.name) {
      const value = part.slice(eq + 1).trim()
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : undefined
    }
  }
  return undefined
}

export function setSessionCookie(reply: FastifyReply, settings: CookieSettings, id: string): void {
  reply.header('set-cookie', `${settings.name}=${id}; Path=/; HttpOnly; SameSite=Lax${settings.secure ? '; Secure' : ''}`)
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.header('set-cookie', `${settings.name}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${settings.secure ? '; Secure' : ''}`)
}

import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** An SMTP answer refusing a message: its code and text. */
export interface Refusal {
  code: number
  message: string
}

export interface SmtpSink {
  /** smtp://user:password@127.0.0.1:port, for SMTP_URL. */
  url: string
  /** Every message accepted, parsed by mailparser, in the order they came. */
  received: ParsedMail[]
  /** Decides each message's answer: a refusal, or null to accept it. Accepts everything by default. */
  refuse(decide: (() => Refusal | null) | null): void
  close(): Promise<void>
}

const USER = 'mailer'
const PASSWORD = 'sink-password'

/**
 * An in-process SMTP server on 127.0.0.1 that requires the account in its URL and parses what it
 * accepts, for tests of what the site sends. No STARTTLS: the connection stays local.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ParsedMail[] = []
  let decide: (() => Refusal | null) | null = null
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER })
      else callback(new Error('Invalid username or password'))
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const refusal = decide?.() ?? null
          if (refusal) return callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }))
          received.push(mail)
          callback()
        },
        (error: Error) => callback(error),
      )
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    received,
    refuse(next) {
      decide = next
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  }
}

/**
 * What the notification tests share: the site's address their mail links to, the jobs run until
 * none is left, and the mail the SMTP fake received for one address.
 */
import type { ParsedMail } from 'mailparser'
import type { SmtpSink } from '../../test/smtp-sink.js'
import type { TestApp } from '../../test/test-app.js'

/** PUBLIC_URL of the test app: the start of every link in the mail. */
export const PUBLIC_URL = 'https://ibr.example.org'

/** Every job due, until none is left: delivery queues mail, whose sending is a job too. */
export async function runJobs(t: TestApp): Promise<void> {
  while ((await t.app.services.jobs.poll()) > 0) {
    // Another pass: a delivery queued messages.
  }
}

/** The messages the SMTP fake received for this address. */
export function receivedBy(sink: SmtpSink, to: string): ParsedMail[] {
  return sink.received.filter((m) => [m.to].flat().some((a) => a?.value.some((v) => v.address === to)))
}

/** A header of a message as it was sent, without its name. */
export function header(mail: ParsedMail, name: string): string | undefined {
  return mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '')
}

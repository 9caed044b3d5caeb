import { startSmtpSink, type SmtpSink } from './smtp-sink.js'
import { createTestApp, type TestApp } from './test-app.js'

export interface MailSinkApp {
  t: TestApp
  sink: SmtpSink
  /** Closes the app, then the sink. */
  close: () => Promise<void>
}

/** A test app whose mail goes to an SMTP sink of its own (SMTP_URL set to it), with these other settings. */
export async function appWithMailSink(env: Record<string, string> = {}): Promise<MailSinkApp> {
  const sink = await startSmtpSink()
  const t = await createTestApp({ SMTP_URL: sink.url, ...env }).catch(async (error: unknown) => {
    await sink.close()
    throw error
  })
  return {
    t,
    sink,
    close: async () => {
      await t.close()
      await sink.close()
    },
  }
}

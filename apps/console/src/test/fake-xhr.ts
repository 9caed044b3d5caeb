/**
 * A stand-in for XMLHttpRequest in upload tests: records what is sent, and lets the test report
 * progress and answer when it chooses, so a progress bar can be seen between the two.
 */
export class FakeXhr {
  method = ''
  url = ''
  withCredentials = false
  headers: Record<string, string> = {}
  form: FormData | null = null
  status = 0
  responseText = ''
  aborted = false
  private listeners = new Map<string, (() => void)[]>()
  private uploadListeners: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)[] = []
  upload = {
    addEventListener: (_type: 'progress', listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void) =>
      this.uploadListeners.push(listener),
  }

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  send(form: FormData) {
    this.form = form
  }
  abort() {
    this.aborted = true
    this.emit('abort')
  }

  /** The bytes sent so far, as the browser reports them. */
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners) listener({ lengthComputable: true, loaded, total })
  }
  /** The server's answer. */
  respond(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.emit('load')
  }
  /** The connection failed. */
  fail() {
    this.emit('error')
  }
  private emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener()
  }
}

/** A factory for the client's `createXhr`, keeping every request made. */
export function fakeXhrs() {
  const made: FakeXhr[] = []
  return {
    made,
    create: () => {
      const xhr = new FakeXhr()
      made.push(xhr)
      return xhr as unknown as XMLHttpRequest
    },
    /** The latest request, once the client has made it. */
    latest: () => made[made.length - 1],
  }
}

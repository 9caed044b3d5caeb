import { Component, type ErrorInfo, type ReactNode } from 'react'
import { isChunkLoadError, reloadOnce } from '../../lib/reload-once'
import { ErrorPanel } from './error-panel'

interface Props {
  children: ReactNode
  /** A new value (the next address) clears the failure: the visitor has moved on. */
  resetKey?: string
  /** Reloads the page; a test passes its own. */
  reload?: () => void
  storage?: Pick<Storage, 'getItem' | 'setItem'>
}

interface State {
  error: unknown
  /** True while the page reloads to fetch a chunk of the new version: nothing to show meanwhile. */
  reloading: boolean
}

const sessionStore = () => {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/**
 * A page that fails to render shows the error panel (in the page's language, with a way home and
 * a retry) instead of a blank page. A page whose code is gone since a new version was deployed
 * reloads once to get the new version, then shows the panel if that did not help.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('render failed') }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const reload = this.props.reload ?? (() => location.reload())
    if (isChunkLoadError(error) && reloadOnce(this.props.storage ?? sessionStore(), reload)) {
      this.setState({ reloading: true })
      return
    }
    console.error(error, info.componentStack)
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null, reloading: false })
  }

  private retry = () => {
    // A lazy page's failed import is remembered by React: only a reload asks for it again.
    if (isChunkLoadError(this.state.error)) (this.props.reload ?? (() => location.reload()))()
    else this.setState({ error: null, reloading: false })
  }

  override render() {
    if (!this.state.error) return this.props.children
    if (this.state.reloading) return null
    return <ErrorPanel outdated={isChunkLoadError(this.state.error)} onRetry={this.retry} />
  }
}

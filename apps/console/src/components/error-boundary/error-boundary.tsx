import { Component, type ErrorInfo, type ReactNode } from 'react'
import { RenderFailure } from './render-failure'

interface ErrorBoundaryProps {
  children: ReactNode
  /** The screen's address: leaving a broken screen clears the failure. */
  resetKey?: string
}

/**
 * A screen that fails to render (or whose code failed to load after a new release) shows a panel in
 * the frame instead of leaving the whole console blank.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null; key?: string }> {
  override state: { error: Error | null; key?: string } = { error: null, key: this.props.resetKey }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { error: Error | null; key?: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    return this.state.error ? <RenderFailure /> : this.props.children
  }
}

import type { ArticleDoc, ArticleEditable } from '@ibr/contract/staff-client'
import { useCallback, useRef, useState } from 'react'
import { changedPaths, readField, sameDoc, withField, type FieldPath } from '../doc-fields'
import { changeField } from './field-change'

/** The editor's document and the server version it starts from. */
export interface EditorState {
  /** The item as the server last answered (states, outdated fields, what this person may do); null before its first save. */
  article: ArticleEditable | null
  /** The document of the version the changes start from. */
  base: ArticleDoc
  /** That version (sent with the next change); null before the first save. */
  version: number | null
  /** The document as typed. */
  doc: ArticleDoc
}

export const stateOf = (article: ArticleEditable): EditorState => ({
  article,
  base: article.doc,
  version: article.version,
  doc: article.doc,
})

/**
 * The server's answer after a change, with the edits made here since `from` kept on top: typing during a
 * save is not lost, and a body the server cleaned becomes the one shown.
 */
export function rebase(state: EditorState, article: ArticleEditable, from: ArticleDoc): EditorState {
  const kept = changedPaths(from, state.doc)
  const doc = kept.reduce((d, path) => withField(d, path, readField(state.doc, path)), article.doc)
  return { article, base: article.doc, version: article.version, doc }
}

/** The editor's state, with the latest always at hand for callbacks that outlive a render (a save under way). */
export function useEditorState(initial: EditorState) {
  const [state, setStateNow] = useState(initial)
  const latest = useRef(state)
  const setState = useCallback((next: EditorState | ((current: EditorState) => EditorState)) => {
    latest.current = typeof next === 'function' ? next(latest.current) : next
    setStateNow(latest.current)
  }, [])
  const setField = useCallback(
    (path: FieldPath, value: unknown) => setState((s) => ({ ...s, doc: changeField(s.doc, path, value) })),
    [setState],
  )
  return { state, latest, setState, setField, dirty: !sameDoc(state.base, state.doc) }
}

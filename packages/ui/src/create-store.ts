import { useSyncExternalStore } from 'react'

/** A minimal external store: enough for a handful of global values, without a state library in the bundle. */
export function createStore<S extends object>(initial: S) {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    get: () => state,
    set(patch: Partial<S>) {
      state = { ...state, ...patch }
      for (const listener of listeners) listener()
    },
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
export type Store<S extends object> = ReturnType<typeof createStore<S>>

/** Reads a slice of a store and re-renders when that slice changes. */
export function useStore<S extends object, T>(store: Store<S>, select: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.get()),
  )
}

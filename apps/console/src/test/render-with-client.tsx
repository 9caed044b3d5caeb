import { QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { createQueryClient } from '../lib/query-client'

/** Renders under a query cache of its own, as the console's shell provides one: no answer leaks between tests. */
export function renderWithClient(ui: ReactElement, options?: RenderOptions) {
  const client = createQueryClient()
  const Wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
  return { client, ...render(ui, { wrapper: Wrapper, ...options }) }
}

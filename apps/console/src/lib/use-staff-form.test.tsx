// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure, fakeFetch, success } from '../test/fake-fetch'
import { renderWithClient } from '../test/render-with-client'
import { api } from './api'
import { createQueryClient } from './query-client'
import { useStaffForm } from './use-staff-form'
import { useStaffQuery } from './use-staff-query'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const FILE = { id: 'f1', name: 'Lab.jpg' }

function useRenameForm() {
  return useStaffForm(STAFF_API.mediaUpdate, { invalidates: [STAFF_API.mediaList], fields: ['name', 'altZh'] as const })
}

function withClient() {
  const client = createQueryClient()
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** A deferred answer: the call stays under way until the test answers it. */
function held() {
  let answer: (response: Response) => void = () => undefined
  const response = new Promise<Response>((resolve) => (answer = resolve))
  return { response, answer }
}

describe('useStaffForm', () => {
  it('is pending while the call runs and answers the retMap on success', async () => {
    const call = held()
    vi.stubGlobal('fetch', () => call.response)
    const { result } = renderHook(useRenameForm, { wrapper: withClient() })
    let answer: Promise<unknown> = Promise.resolve()
    act(() => {
      answer = result.current.submit({ id: FILE.id, name: 'Lab' })
    })
    await waitFor(() => expect(result.current.pending).toBe(true))
    call.answer(success({ file: { ...FILE, name: 'Lab' } }))
    await act(async () => expect(await answer).toEqual({ file: { ...FILE, name: 'Lab' } }))
    await waitFor(() => expect(result.current.saved).toBe(true))
    expect(result.current.pending).toBe(false)
  })

  it('places a refusal naming a shown field beside it, and forgets it once that field is edited', async () => {
    const server = fakeFetch({ [STAFF_API.mediaUpdate]: failure(400, 'invalid', 'Name is too long', { field: 'name' }) })
    vi.stubGlobal('fetch', server.fetch)
    const { result } = renderHook(useRenameForm, { wrapper: withClient() })
    await act(async () => expect(await result.current.submit({ id: FILE.id, name: 'x'.repeat(300) })).toBeUndefined())
    expect(result.current.errors).toEqual({ name: 'Name is too long' })
    expect(result.current.formError).toBeNull()
    act(() => result.current.clear('name'))
    expect(result.current.errors.name).toBeUndefined()
  })

  it('says a refusal naming no field the form shows above the buttons', async () => {
    const server = fakeFetch({
      [STAFF_API.mediaUpdate]: failure(400, 'invalid', 'The focal point is outside the image', { field: 'focal' }),
    })
    vi.stubGlobal('fetch', server.fetch)
    const { result } = renderHook(useRenameForm, { wrapper: withClient() })
    await act(async () => void (await result.current.submit({ id: FILE.id, name: 'Lab' })))
    expect(result.current.errors).toEqual({})
    expect(result.current.formError).toBe('The focal point is outside the image')
  })

  it('throws on anything but a refusal, and shows no message for it', async () => {
    // A fault in the console itself (not the server's refusal) reaches the error boundary.
    vi.spyOn(api, 'call').mockRejectedValueOnce(new TypeError('not a function'))
    const { result } = renderHook(useRenameForm, { wrapper: withClient() })
    await act(async () => {
      await expect(result.current.submit({ id: FILE.id, name: 'Lab' })).rejects.toThrow(TypeError)
    })
    expect(result.current.formError).toBeNull()
    expect(result.current.errors).toEqual({})
  })

  it('invalidates the listed calls on success, so a list shown beside the form asks again', async () => {
    const server = fakeFetch({
      [STAFF_API.mediaList]: [success({ total: 1, list: [FILE] }), success({ total: 1, list: [{ ...FILE, name: 'Lab' }] })],
      [STAFF_API.mediaUpdate]: success({ file: { ...FILE, name: 'Lab' } }),
    })
    vi.stubGlobal('fetch', server.fetch)
    function Screen() {
      const list = useStaffQuery(STAFF_API.mediaList, {})
      const form = useRenameForm()
      return (
        <>
          <ul>
            {list.data?.list.map((f) => (
              <li key={f.id}>{f.name}</li>
            ))}
          </ul>
          <button onClick={() => void form.submit({ id: FILE.id, name: 'Lab' })}>save</button>
        </>
      )
    }
    renderWithClient(<Screen />)
    await screen.findByText('Lab.jpg')
    screen.getByRole('button', { name: 'save' }).click()
    await screen.findByText('Lab')
    expect(server.to(STAFF_API.mediaList)).toHaveLength(2)
  })
})

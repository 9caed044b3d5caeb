// @vitest-environment happy-dom
import { API } from '@ibr/contract/paths'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePrivateCall } from './use-private-call'

const answer = (status: number, json: unknown) =>
  new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('usePrivateCall', () => {
  it('shows a link the server does not know as gone, not as a failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404, { code: 'notFound', msg: 'No such report' })),
    )
    const { result } = renderHook(() => usePrivateCall(API.ticketStatus, { ticket: 'T1', key: 'k' }))
    expect(result.current.state.status).toBe('loading')
    await waitFor(() => expect(result.current.state.status).toBe('gone'))
  })

  it('says why it failed, and asks again on retry', async () => {
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockResolvedValueOnce(answer(500, { code: 'serverError', msg: 'Try again later' }))
      .mockResolvedValueOnce(answer(200, { code: 'success', retMap: { state: 'open' } }))
    vi.stubGlobal('fetch', fetch)
    const { result } = renderHook(() => usePrivateCall(API.ticketStatus, { ticket: 'T1', key: 'k' }))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'failed', message: 'Try again later' }))
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: { state: 'open' } }))
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('drops an answer to a link that has since changed', async () => {
    const releases: ((r: Response) => void)[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => releases.push(resolve))),
    )
    const { result, rerender } = renderHook(({ key }) => usePrivateCall(API.ticketStatus, { ticket: 'T1', key }), {
      initialProps: { key: 'old' },
    })
    rerender({ key: 'new' })
    await waitFor(() => expect(releases).toHaveLength(2))
    await act(async () => releases[0]!(answer(200, { code: 'success', retMap: { state: 'old' } })))
    expect(result.current.state.status).toBe('loading')
    await act(async () => releases[1]!(answer(200, { code: 'success', retMap: { state: 'new' } })))
    expect(result.current.state).toEqual({ status: 'ready', data: { state: 'new' } })
  })
})

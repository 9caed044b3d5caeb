// @vitest-environment happy-dom
import { API } from '@ibr/contract/paths'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useApi } from './use-api'

/** A fetch whose answers the test releases one by one, in any order. */
function fakeFetch() {
  const waiting = new Map<string, (retMap: unknown) => void>()
  const fetch = vi.fn((_path: string, init: RequestInit) => {
    const { tagId } = JSON.parse(String(init.body)) as { tagId: number }
    return new Promise<Response>((resolve) => {
      waiting.set(String(tagId), (retMap) => resolve(new Response(JSON.stringify({ code: 'success', retMap }))))
    })
  })
  const answer = async (tagId: number, retMap: unknown) => {
    await waitFor(() => expect(waiting.has(String(tagId))).toBe(true))
    await act(async () => waiting.get(String(tagId))!(retMap))
  }
  return { fetch, answer }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('useApi', () => {
  it('never shows the answer for one body under another', async () => {
    const { fetch, answer } = fakeFetch()
    vi.stubGlobal('fetch', fetch)
    const { result, rerender } = renderHook(({ tagId }) => useApi(API.meetingSchedule, { menuId: 1, tagId }), {
      initialProps: { tagId: 1 },
    })
    expect(result.current).toMatchObject({ data: undefined, loading: true })
    await answer(1, { tagId: 1, scheduleList: [] })
    expect(result.current).toMatchObject({ data: { tagId: 1 }, loading: false })

    rerender({ tagId: 2 })
    // Day 1's answer is not day 2's: nothing is shown until day 2's arrives.
    expect(result.current).toMatchObject({ data: undefined, loading: true })
    await answer(2, { tagId: 2, scheduleList: [] })
    expect(result.current).toMatchObject({ data: { tagId: 2 }, loading: false })
  })

  it('drops an answer that arrives after the body changed', async () => {
    const { fetch, answer } = fakeFetch()
    vi.stubGlobal('fetch', fetch)
    const { result, rerender } = renderHook(({ tagId }) => useApi(API.meetingSchedule, { menuId: 1, tagId }), {
      initialProps: { tagId: 1 },
    })
    rerender({ tagId: 2 })
    await answer(1, { tagId: 1, scheduleList: [] })
    expect(result.current).toMatchObject({ data: undefined, loading: true })
    await answer(2, { tagId: 2, scheduleList: [] })
    expect(result.current.data).toMatchObject({ tagId: 2 })
  })

  it('asks again only when the body changes by value', async () => {
    const { fetch, answer } = fakeFetch()
    vi.stubGlobal('fetch', fetch)
    const { result, rerender } = renderHook(({ tagId }) => useApi(API.meetingSchedule, { menuId: 1, tagId }), {
      initialProps: { tagId: 1 },
    })
    await answer(1, { tagId: 1, scheduleList: [] })
    rerender({ tagId: 1 })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(result.current.data).toMatchObject({ tagId: 1 })
  })

  it('waits without asking while the path is null', () => {
    const { fetch } = fakeFetch()
    vi.stubGlobal('fetch', fetch)
    const { result } = renderHook(() => useApi(null, { menuId: 1, tagId: 1 }))
    expect(result.current).toEqual({ data: undefined, error: undefined, loading: false })
    expect(fetch).not.toHaveBeenCalled()
  })
})

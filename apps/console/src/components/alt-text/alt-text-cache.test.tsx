// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mediaFile } from '../../test/media-file'
import { renderWithClient } from '../../test/render-with-client'
import { useCurrentAlt } from './alt-text-cache'

const cortex = mediaFile('AAAAAAAAAAAAAAAAAAAAA1', 'cortex.png', { altEn: 'Cortex' })
const other = mediaFile('BBBBBBBBBBBBBBBBBBBBB2', 'other.png')
const listKey = (page: number) => [STAFF_API.mediaList, 'en', { page }]

function Alt({ onRender }: { onRender: () => void }) {
  onRender()
  return <p>{useCurrentAlt(cortex)?.altEn}</p>
}

afterEach(cleanup)

describe('a file’s alt text as the cache holds it', () => {
  it('follows the newest cached answer holding the file, and goes back when that answer goes', () => {
    const { client } = renderWithClient(<Alt onRender={() => undefined} />)
    expect(screen.getByText('Cortex')).toBeTruthy()
    act(() => {
      client.setQueryData(listKey(1), { total: 1, list: [{ ...cortex, altEn: 'The cortex' }] })
    })
    expect(screen.getByText('The cortex')).toBeTruthy()
    const stained = { file: { ...cortex, altEn: 'Cortex, stained' }, usages: [] }
    act(() => {
      client.setQueryData([STAFF_API.mediaGet, 'en', { id: cortex.id }], stained)
    })
    expect(screen.getByText('Cortex, stained')).toBeTruthy()
    act(() => {
      client.removeQueries({ queryKey: [STAFF_API.mediaGet] })
    })
    expect(screen.getByText('The cortex')).toBeTruthy()
  })

  it('reads only the answer an event concerns, and wakes no field whose file it does not change', () => {
    const rendered = vi.fn()
    const { client } = renderWithClient(<Alt onRender={rendered} />)
    const cache = client.getQueryCache()
    const scans = [vi.spyOn(cache, 'findAll'), vi.spyOn(cache, 'getAll')]
    const before = rendered.mock.calls.length
    act(() => {
      for (let page = 1; page <= 5; page++) client.setQueryData(listKey(page), { total: 1, list: [other] })
      client.setQueryData([STAFF_API.sectionOptions, 'en', {}], { sections: [] })
    })
    for (const scan of scans) expect(scan).not.toHaveBeenCalled()
    expect(rendered.mock.calls.length).toBe(before)
  })
})

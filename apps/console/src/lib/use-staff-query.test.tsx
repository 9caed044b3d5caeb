// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { failure, fakeFetch, success } from '../test/fake-fetch'
import { renderWithClient } from '../test/render-with-client'
import { useStaffMutation } from './use-staff-mutation'
import { staffQueryKey, useStaffQuery } from './use-staff-query'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Sections() {
  const sections = useStaffQuery(STAFF_API.sectionOptions, {})
  const save = useStaffMutation(STAFF_API.pinnedSet, { invalidates: [STAFF_API.sectionOptions] })
  return (
    <>
      <p>{sections.error ? `refused: ${sections.error.code}` : `sections: ${sections.data?.sections.length ?? 'none'}`}</p>
      <button onClick={() => save.mutate({ menuId: '7', id: 1, pinned: true })}>change</button>
    </>
  )
}

describe('the staff query layer', () => {
  it('keys a question by its contract path, the language and the body', () => {
    expect(staffQueryKey(STAFF_API.articleGet, 'en', { id: 4 })).toEqual(['/api/staff/article/get', 'en', { id: 4 }])
  })

  it('shares one answer between screens, and asks again after a change that invalidates it', async () => {
    const server = fakeFetch({
      [STAFF_API.sectionOptions]: success({ sections: [] }),
      [STAFF_API.pinnedSet]: success({ pinned: [], others: [] }),
    })
    vi.stubGlobal('fetch', server.fetch)
    renderWithClient(
      <>
        <Sections />
        <Sections />
      </>,
    )
    await screen.findAllByText('sections: 0')
    expect(server.to(STAFF_API.sectionOptions)).toHaveLength(1)
    screen.getAllByRole('button', { name: 'change' })[0]!.click()
    await waitFor(() => expect(server.to(STAFF_API.sectionOptions)).toHaveLength(2))
    expect(server.to(STAFF_API.pinnedSet)).toHaveLength(1)
  })

  it('does not ask again after a refusal', async () => {
    const server = fakeFetch({ [STAFF_API.sectionOptions]: failure(403, 'forbidden', 'Not allowed') })
    vi.stubGlobal('fetch', server.fetch)
    renderWithClient(<Sections />)
    await screen.findByText('refused: forbidden')
    expect(server.to(STAFF_API.sectionOptions)).toHaveLength(1)
  })
})

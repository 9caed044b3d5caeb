// @vitest-environment happy-dom
import type { FacilityCard, FacilityDetail } from '@ibr/contract'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FacilityList } from './facility-list'

const card = (id: number): FacilityCard => ({
  id,
  name: `Facility ${id}`,
  summary: '',
  picture: null,
  contactName: '',
  email: '',
  phone: '',
  location: '',
})
const detail = (id: number): FacilityDetail => ({ ...card(id), intro: '', instruments: [], services: [`Service of ${id}`], bookingUrl: '' })

/** The facility list and each facility's details, as the server answers them; the detail calls recorded. */
function serve() {
  const asked: number[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { id?: number }
      if (body.id !== undefined) asked.push(body.id)
      const retMap = body.id === undefined ? { facilityList: [card(1), card(2)] } : { facility: detail(body.id) }
      return new Response(JSON.stringify({ code: 'success', retMap }))
    }),
  )
  return asked
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const toggles = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-expanded'))

describe('the facility list', () => {
  it('opens the facility the address names (where a search result leads) and scrolls it into view', async () => {
    const asked = serve()
    const scrolled: Element[] = []
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this)
    })
    render(
      <MemoryRouter initialEntries={['/ibrTeam/coreFacility?facility=2']}>
        <FacilityList />
      </MemoryRouter>,
    )
    await waitFor(() => expect(screen.getByText('Service of 2')).toBeTruthy())
    expect(toggles()).toEqual(['false', 'true'])
    expect(asked).toEqual([2])
    expect(scrolled.map((e) => e.getAttribute('data-facility'))).toEqual(['2'])
  })

  it('opens none without one named', async () => {
    const asked = serve()
    render(
      <MemoryRouter initialEntries={['/ibrTeam/coreFacility']}>
        <FacilityList />
      </MemoryRouter>,
    )
    await waitFor(() => expect(screen.getAllByRole('button')).toHaveLength(2))
    expect(toggles()).toEqual(['false', 'false'])
    expect(asked).toEqual([])
  })
})

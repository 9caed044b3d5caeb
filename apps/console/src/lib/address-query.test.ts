import { describe, expect, it } from 'vitest'
import { addressOf, changedQuery, pageParam, positiveParam } from './address-query'

describe('a screen’s state in its address', () => {
  it('reads a page or an id only as a whole number from 1', () => {
    const params = new URLSearchParams('page=3&open=0&message=2.5&file=x')
    expect(pageParam(params)).toBe(3)
    expect(pageParam(new URLSearchParams('page=-2'))).toBe(1)
    expect(positiveParam(params, 'open')).toBeNull()
    expect(positiveParam(params, 'message')).toBeNull()
    expect(positiveParam(params, 'absent')).toBeNull()
  })

  it('goes back to page 1 on a change of filter, not on a change of page or of the open item', () => {
    const at = { page: 4, search: 'brain', open: null as number | null }
    expect(changedQuery(at, { search: 'sleep' }, ['open']).page).toBe(1)
    expect(changedQuery(at, { open: 7 }, ['open'])).toEqual({ page: 4, search: 'brain', open: 7 })
    expect(changedQuery(at, { page: 5 }).page).toBe(5)
    expect(changedQuery(at, { open: 7 }).page).toBe(1)
  })

  it('writes no default, and keeps the rest of the address it is given', () => {
    expect(addressOf({ page: 1, search: '', kind: null, state: 'new' }).toString()).toBe('state=new')
    expect(addressOf({ page: 2, file: null }, new URLSearchParams('file=a&tab=requests')).toString()).toBe('tab=requests&page=2')
  })
})

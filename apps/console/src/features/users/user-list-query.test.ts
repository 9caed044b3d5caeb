import { describe, expect, it } from 'vitest'
import { readUserListQuery, userListBody, writeUserListQuery } from './user-list-query'

const params = (s: string) => new URLSearchParams(s)

describe('the accounts list in the address', () => {
  it('reads page, search, filter and order, and ignores nonsense', () => {
    expect(readUserListQuery(params('page=3&search=wang&active=false&sort=name&desc=1'))).toEqual({
      page: 3,
      search: 'wang',
      active: false,
      sort: 'name',
      desc: true,
    })
    expect(readUserListQuery(params('page=-2&active=maybe&sort=password'))).toEqual({
      page: 1,
      search: '',
      active: null,
      sort: null,
      desc: false,
    })
  })

  it('goes back to page 1 when the search, filter or order changes, but not when the page does', () => {
    const start = params('page=4&search=li')
    expect(writeUserListQuery(start, { search: 'zhang' }).toString()).toBe('search=zhang')
    expect(writeUserListQuery(start, { sort: 'lastSignIn', desc: true }).toString()).toBe('search=li&sort=lastSignIn&desc=1')
    expect(writeUserListQuery(start, { page: 5 }).toString()).toBe('page=5&search=li')
  })

  it('keeps what belongs to other parts of the screen (the tab)', () => {
    expect(writeUserListQuery(params('tab=requests'), { active: true }).toString()).toBe('tab=requests&active=true')
  })

  it('asks the server for exactly what the address says', () => {
    expect(userListBody(readUserListQuery(params('page=2&search=%20wang%20&active=true&sort=username')))).toEqual({
      page: 2,
      pageSize: 20,
      search: 'wang',
      active: true,
      sort: 'username',
      desc: false,
    })
    expect(userListBody(readUserListQuery(params('')))).toEqual({ page: 1, pageSize: 20 })
  })
})

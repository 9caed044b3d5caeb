import { describe, expect, it } from 'vitest'
import { helpdeskListBody, readHelpdeskQuery, writeHelpdeskQuery } from './helpdesk-query'

describe('the inbox’s address', () => {
  it('opens on the open reports, and reads back what it wrote', () => {
    expect(readHelpdeskQuery(new URLSearchParams())).toEqual({
      page: 1,
      search: '',
      state: 'open',
      kind: null,
      assignee: 'all',
      ticket: null,
    })
    const written = writeHelpdeskQuery(new URLSearchParams(), {
      state: 'waiting',
      kind: 'fault',
      assignee: 'me',
      search: ' 打印机 ',
      ticket: 'F-1',
    })
    expect(written.toString()).toBe('search=%E6%89%93%E5%8D%B0%E6%9C%BA&state=waiting&kind=fault&assignee=me&ticket=F-1')
    expect(readHelpdeskQuery(written)).toMatchObject({ state: 'waiting', kind: 'fault', assignee: 'me', search: '打印机', ticket: 'F-1' })
  })

  it('starts a new filter at page 1 and ignores values it does not know', () => {
    const onPage3 = new URLSearchParams('page=3&state=new')
    expect(readHelpdeskQuery(writeHelpdeskQuery(onPage3, { kind: 'feedback' })).page).toBe(1)
    expect(readHelpdeskQuery(writeHelpdeskQuery(onPage3, { ticket: 'S-2' })).page).toBe(3)
    expect(readHelpdeskQuery(new URLSearchParams('state=lost&kind=x&assignee=y&page=-2'))).toMatchObject({
      page: 1,
      state: 'open',
      kind: null,
      assignee: 'all',
    })
  })

  it('asks the server for what the filters say, leaving out "all"', () => {
    expect(helpdeskListBody(readHelpdeskQuery(new URLSearchParams('state=all')))).toEqual({ page: 1, pageSize: 20 })
    expect(helpdeskListBody(readHelpdeskQuery(new URLSearchParams('assignee=none&kind=fault')))).toEqual({
      page: 1,
      pageSize: 20,
      state: 'open',
      kind: 'fault',
      assignee: 'none',
    })
  })
})

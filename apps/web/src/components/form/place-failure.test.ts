import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { placeFailure } from './place-failure'

const fields = ['name', 'email', 'cv']

describe('placeFailure', () => {
  it('puts a refusal beside the field the server names', () => {
    expect(placeFailure(new ApiError('conflict', 'already registered', 409, 'email'), fields)).toEqual({
      fields: { email: 'already registered' },
      general: null,
    })
  })

  it('puts each of several refusals beside its field', () => {
    const error = new ApiError('badRequest', '2 fields', 400, undefined, [
      { field: 'name', msg: 'too long' },
      { field: 'cv', msg: 'expired' },
    ])
    expect(placeFailure(error, fields)).toEqual({ fields: { name: 'too long', cv: 'expired' }, general: null })
  })

  it('shows what names no field of the form as the general error, whatever its words say', () => {
    expect(placeFailure(new ApiError('badRequest', 'Name: required', 400), fields)).toEqual({ fields: {}, general: 'Name: required' })
    expect(placeFailure(new ApiError('badRequest', 'bad menu', 400, 'menuId'), fields)).toEqual({ fields: {}, general: 'bad menu' })
    const partly = new ApiError('badRequest', 'sum', 400, undefined, [
      { field: 'name', msg: 'too long' },
      { field: 'menuId', msg: 'unknown' },
    ])
    expect(placeFailure(partly, fields)).toEqual({ fields: { name: 'too long' }, general: 'sum' })
    expect(placeFailure(new Error('offline'), fields)).toEqual({ fields: {}, general: 'offline' })
  })

  it('shows a refusal that names no field as the general error of the form', () => {
    expect(placeFailure(new ApiError('conflict', 'again', 409), fields)).toEqual({ fields: {}, general: 'again' })
  })
})

import {
  PAYMENT_STATES,
  REGISTRATION_STATES,
  type PaymentState,
  type RegistrationListBody,
  type RegistrationState,
} from '@ibr/contract/staff-client'
import { addressOf, changedQuery, pageParam, positiveParam } from '../../lib/address-query'

export const REGISTRATION_PAGE_SIZE = 20

/** The registrations screen's filters, kept in the address so a reload or a link shows the same list. */
export interface RegistrationQuery {
  conference: number | null
  state: RegistrationState | ''
  payment: PaymentState | ''
  /** `field:value` of a choice option. */
  option: string
  from: string
  to: string
  search: string
  page: number
  open: number | null
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' => (list.includes(value as T) ? (value as T) : '')

export function readRegistrationQuery(params: URLSearchParams): RegistrationQuery {
  return {
    conference: positiveParam(params, 'conference'),
    state: oneOf(REGISTRATION_STATES, params.get('state')),
    payment: oneOf(PAYMENT_STATES, params.get('payment')),
    option: params.get('option') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    search: params.get('search') ?? '',
    page: pageParam(params),
    open: positiveParam(params, 'open'),
  }
}

/** The address for the query changed by `next`; any change of filter goes back to page 1. */
export function writeRegistrationQuery(current: URLSearchParams, next: Partial<RegistrationQuery>): URLSearchParams {
  return addressOf({ ...changedQuery(readRegistrationQuery(current), next, ['open']) })
}

export function registrationListBody(q: RegistrationQuery, menuId: number): Omit<RegistrationListBody, 'lang'> {
  const [field, ...rest] = q.option.split(':')
  return {
    menuId,
    page: q.page,
    pageSize: REGISTRATION_PAGE_SIZE,
    ...(q.search ? { search: q.search } : {}),
    ...(q.state ? { state: q.state } : {}),
    ...(q.payment ? { payment: q.payment } : {}),
    ...(q.option && field ? { option: { field, value: rest.join(':') } } : {}),
    ...(q.from ? { from: q.from } : {}),
    ...(q.to ? { to: q.to } : {}),
  }
}

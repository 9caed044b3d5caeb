/** The dashboard staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { EmptyBody } from '../api/common.js'
import { DashboardRet } from './dashboard-api.js'
import { SIGNED_IN, defineStaffCall } from './define-staff-call.js'

export const DASHBOARD_CALLS = [
  defineStaffCall({
    name: 'dashboard',
    path: '/api/staff/dashboard',
    summary: 'My drafts, waiting for my review, scheduled, recently published',
    effect: 'read',
    permission: 'signedIn',
    body: EmptyBody,
    ret: DashboardRet,
    failures: SIGNED_IN,
  }),
] as const

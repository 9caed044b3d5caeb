/** The helpdesk staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { BulkRet } from './bulk-api.js'
import { SIGNED_IN, defineStaffCall } from './define-staff-call.js'
import {
  HelpdeskBulkBody,
  HelpdeskGetRet,
  HelpdeskListBody,
  HelpdeskListRet,
  HelpdeskNote,
  HelpdeskNoteBody,
  HelpdeskRow,
  HelpdeskTicketBody,
  HelpdeskUpdateBody,
} from './helpdesk-api.js'
import Type from 'typebox'

export const HELPDESK_CALLS = [
  defineStaffCall({
    name: 'helpdeskList',
    path: '/api/staff/helpdesk/list',
    summary: 'Fault reports and feedback in the services office’s inbox, filtered, newest first, with counts per state',
    effect: 'read',
    permission: 'helpdesk.manage',
    body: HelpdeskListBody,
    ret: HelpdeskListRet,
    failures: SIGNED_IN,
  }),
  defineStaffCall({
    name: 'helpdeskGet',
    path: '/api/staff/helpdesk/get',
    summary: 'One report with its notes and replies, and who it can be assigned to',
    effect: 'read',
    permission: 'helpdesk.manage',
    body: HelpdeskTicketBody,
    ret: HelpdeskGetRet,
    failures: [...SIGNED_IN, 'notFound'],
  }),
  defineStaffCall({
    name: 'helpdeskUpdate',
    path: '/api/staff/helpdesk/update',
    summary: 'Change a report’s state or assignee',
    effect: 'write',
    permission: 'helpdesk.manage',
    body: HelpdeskUpdateBody,
    ret: Type.Object({ item: HelpdeskRow }),
    failures: [...SIGNED_IN, 'notFound'],
  }),
  defineStaffCall({
    name: 'helpdeskBulk',
    path: '/api/staff/helpdesk/bulk',
    summary: 'Assign several reports to one person, or mark them resolved, each checked and changed as its single update',
    effect: 'write',
    permission: 'helpdesk.manage',
    body: HelpdeskBulkBody,
    ret: BulkRet,
    failures: SIGNED_IN,
  }),
  defineStaffCall({
    name: 'helpdeskNote',
    path: '/api/staff/helpdesk/note',
    summary: 'Add an internal note to a report, or reply to the reporter by e-mail in their language',
    effect: 'write',
    permission: 'helpdesk.manage',
    body: HelpdeskNoteBody,
    ret: Type.Object({ note: HelpdeskNote }),
    failures: [...SIGNED_IN, 'notFound'],
  }),
  /** Answers the screenshot's bytes, not JSON. */
  defineStaffCall({
    name: 'helpdeskScreenshot',
    path: '/api/staff/helpdesk/screenshot',
    summary: 'The screenshot attached to a fault report: the image itself (private to staff, never cached)',
    effect: 'read',
    permission: 'helpdesk.manage',
    get: true,
    body: HelpdeskTicketBody,
    failures: [...SIGNED_IN, 'notFound'],
  }),
] as const

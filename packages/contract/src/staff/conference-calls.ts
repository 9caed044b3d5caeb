/** The conference staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { EmptyBody } from '../api/common.js'
import {
  ConferenceCreateBody,
  ConferenceCreateRet,
  ConferenceGetRet,
  ConferenceListRet,
  ConferenceMenuBody,
  ConferenceSaveBody,
  ConferenceScheduleBody,
  ConferenceSchemas,
} from './conference-api.js'
import { SIGNED_IN, defineStaffCall } from './define-staff-call.js'
import { RecordIdBody, RecordRejectBody, RecordRestoreBody, RecordStateRet, RecordVersionBody } from './records-api.js'

export const CONFERENCE_CALLS = [
  /** Whoever may edit or review a conference: the list is narrowed to those, and `get` checks one. */
  defineStaffCall({
    name: 'conferenceList',
    path: '/api/staff/conference/list',
    summary: 'The conferences this person may edit or review, latest first, with dates and registrations per state',
    effect: 'read',
    permission: 'signedIn',
    body: EmptyBody,
    ret: ConferenceListRet,
    failures: SIGNED_IN,
  }),
  defineStaffCall({
    name: 'conferenceGet',
    path: '/api/staff/conference/get',
    summary: 'One conference as the editor shows it: texts, settings, mail templates, form, programme, pages, values registrations hold',
    effect: 'read',
    permission: 'signedIn',
    body: ConferenceMenuBody,
    ret: ConferenceGetRet,
    failures: [...SIGNED_IN, 'notFound'],
  }),
  /** A new conference adds menu entries: administrators'. */
  defineStaffCall({
    name: 'conferenceCreate',
    path: '/api/staff/conference/create',
    summary: 'Create a conference: its menu entry under the conference section, its six pages, and its row',
    effect: 'write',
    permission: 'site.manage',
    body: ConferenceCreateBody,
    ret: ConferenceCreateRet,
    failures: [...SIGNED_IN, 'conflict'],
  }),
  /** Editors of the conference's top section (checked on the conference) and administrators. */
  defineStaffCall({
    name: 'conferenceSave',
    path: '/api/staff/conference/save',
    summary: 'Save a conference’s texts in both languages, registration settings, mail templates and form',
    effect: 'write',
    permission: 'content.write',
    body: ConferenceSaveBody,
    ret: ConferenceGetRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict', 'rateLimited'],
  }),
  defineStaffCall({
    name: 'conferenceSchedule',
    path: '/api/staff/conference/schedule',
    summary: 'Save a conference’s programme: its days and their sessions',
    effect: 'write',
    permission: 'content.write',
    body: ConferenceScheduleBody,
    ret: ConferenceGetRet,
    failures: [...SIGNED_IN, 'notFound'],
  }),
  /** The records workflow's calls, on a conference's working copy (its `id`, not its menu entry). */
  defineStaffCall({
    name: 'conferenceSubmit',
    path: '/api/staff/conference/submit',
    summary: 'Send a conference’s working copy to review (its `id`, the version from conference/get)',
    effect: 'write',
    permission: 'content.write',
    body: RecordVersionBody,
    ret: RecordStateRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict', 'badRequest'],
  }),
  /** Reviewers of the conference's top section (as for its articles) and administrators; conference reviewers review registrations only. */
  defineStaffCall({
    name: 'conferenceApprove',
    path: '/api/staff/conference/approve',
    summary: 'Publish a conference’s working copy: its row, form and programme (not one’s own change, unless an administrator)',
    effect: 'write',
    permission: 'content.review',
    body: RecordVersionBody,
    ret: RecordStateRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict', 'badRequest'],
  }),
  defineStaffCall({
    name: 'conferenceReject',
    path: '/api/staff/conference/reject',
    summary: 'Send a conference’s working copy back with a comment',
    effect: 'write',
    permission: 'content.review',
    body: RecordRejectBody,
    ret: RecordStateRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict', 'badRequest'],
  }),
  /** Whoever may edit or approve it (checked on the conference). */
  defineStaffCall({
    name: 'conferenceRevisions',
    path: '/api/staff/conference/revisions',
    summary: 'Every revision of a conference, latest first, each with its document',
    effect: 'read',
    permission: 'signedIn',
    body: RecordIdBody,
    ret: ConferenceSchemas.revisionsRet,
    failures: [...SIGNED_IN, 'notFound'],
  }),
  defineStaffCall({
    name: 'conferenceRestore',
    path: '/api/staff/conference/restore',
    summary: 'Make an earlier revision of a conference its working copy (a new revision)',
    effect: 'write',
    permission: 'content.write',
    body: RecordRestoreBody,
    ret: RecordStateRet,
    failures: [...SIGNED_IN, 'notFound', 'badRequest'],
  }),
] as const

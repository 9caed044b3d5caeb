/** The registration staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { EmptyBody } from '../api/common.js'
import { BulkRet } from './bulk-api.js'
import { SIGNED_IN, defineStaffCall } from './define-staff-call.js'
import {
  RegistrationBulkBody,
  RegistrationCheckinBody,
  RegistrationCheckinRet,
  RegistrationConferencesRet,
  RegistrationDecideBody,
  RegistrationExportBody,
  RegistrationFilesBody,
  RegistrationListBody,
  RegistrationListRet,
  RegistrationPayBody,
  RegistrationPurgePreviewRet,
  RegistrationRowRet,
} from './registration-api.js'

export const REGISTRATION_CALLS = [
  /** The conferences whose registrations this person may review: the console's conference picker. */
  defineStaffCall({
    name: 'registrationConferences',
    path: '/api/staff/registration/conferences',
    summary: 'The conferences whose registrations this person may review, with registrations per state',
    effect: 'read',
    permission: 'conference.review',
    body: EmptyBody,
    ret: RegistrationConferencesRet,
    failures: SIGNED_IN,
  }),
  defineStaffCall({
    name: 'registrationList',
    path: '/api/staff/registration/list',
    summary: 'A conference’s registrations, filtered and searchable, newest first, with counts per state and per option',
    effect: 'read',
    permission: 'conference.review',
    body: RegistrationListBody,
    ret: RegistrationListRet,
    failures: [...SIGNED_IN, 'notFound'],
  }),
  defineStaffCall({
    name: 'registrationDecide',
    path: '/api/staff/registration/decide',
    summary:
      'Accept, put on the waiting list, reject or return a registration to pending, with a comment; the registrant is told by e-mail',
    effect: 'write',
    permission: 'conference.review',
    body: RegistrationDecideBody,
    ret: RegistrationRowRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
  }),
  defineStaffCall({
    name: 'registrationBulk',
    path: '/api/staff/registration/bulk',
    summary: 'Accept or reject several registrations, each checked, changed and mailed as its single decision',
    effect: 'write',
    permission: 'conference.review',
    body: RegistrationBulkBody,
    ret: BulkRet,
    failures: SIGNED_IN,
  }),
  defineStaffCall({
    name: 'registrationPay',
    path: '/api/staff/registration/pay',
    summary: 'Record a registration’s payment with its reference; the registrant is sent a receipt',
    effect: 'write',
    permission: 'conference.review',
    body: RegistrationPayBody,
    ret: RegistrationRowRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
  }),
  defineStaffCall({
    name: 'registrationCheckin',
    path: '/api/staff/registration/checkin',
    summary: 'Mark the person of a confirmation code present; answers when they were already checked in',
    effect: 'write',
    permission: 'conference.review',
    body: RegistrationCheckinBody,
    ret: RegistrationCheckinRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
  }),
  /** Both answer the file itself (Content-Disposition: attachment), streamed. */
  defineStaffCall({
    name: 'registrationExport',
    path: '/api/staff/registration/export',
    summary: 'Every registration of a conference as an XLSX or CSV file, one column per form field, streamed',
    effect: 'read',
    permission: 'conference.review',
    body: RegistrationExportBody,
    failures: [...SIGNED_IN, 'notFound', 'rateLimited'],
  }),
  defineStaffCall({
    name: 'registrationFiles',
    path: '/api/staff/registration/files',
    summary: 'Every file handed in with a conference’s registrations, as one ZIP, streamed',
    effect: 'read',
    permission: 'conference.review',
    body: RegistrationFilesBody,
    failures: [...SIGNED_IN, 'notFound', 'rateLimited'],
  }),
  /** What the retention job will remove next, across conferences: administrators'. */
  defineStaffCall({
    name: 'registrationPurgePreview',
    path: '/api/staff/registration/purgePreview',
    summary: 'What the retention job will remove next: per conference, its registrations and files and when',
    effect: 'read',
    permission: 'site.manage',
    body: EmptyBody,
    ret: RegistrationPurgePreviewRet,
    failures: SIGNED_IN,
  }),
] as const

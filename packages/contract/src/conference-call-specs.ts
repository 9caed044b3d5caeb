/** The public API's conference calls: a conference's pages, registering, and a registration's private link. */
import {
  MeetingAddressRet,
  MeetingBody,
  MeetingRegisterBody,
  MeetingRegisterRet,
  MeetingScheduleBody,
  MeetingScheduleRet,
  MeetingSignRet,
  MeetingSummaryRet,
  MeetingTagListRet,
} from './api/meeting.js'
import { RegistrationAccessBody, RegistrationUpdateBody, RegistrationViewRet } from './api/registration.js'
import type { CallSpec } from './call-spec.js'
import { API } from './paths.js'

export const CONFERENCE_CALL_SPECS = {
  [API.meetingSummary]: {
    summary: "A conference's overview",
    tag: 'conference',
    effect: 'read',
    body: MeetingBody,
    ret: MeetingSummaryRet,
    failures: ['notFound'],
  },
  [API.meetingSign]: {
    summary: "A conference's registration terms and form",
    tag: 'conference',
    effect: 'read',
    body: MeetingBody,
    ret: MeetingSignRet,
    failures: ['notFound'],
  },
  [API.meetingSchedule]: {
    summary: "A conference's schedule of one day",
    tag: 'conference',
    effect: 'read',
    body: MeetingScheduleBody,
    ret: MeetingScheduleRet,
    failures: ['notFound'],
  },
  [API.meetingTagList]: {
    summary: "A conference's days",
    tag: 'conference',
    effect: 'read',
    body: MeetingBody,
    ret: MeetingTagListRet,
    failures: ['notFound'],
  },
  [API.meetingImageAddress]: {
    summary: "A conference's venue pictures and address",
    tag: 'conference',
    effect: 'read',
    body: MeetingBody,
    ret: MeetingAddressRet,
    failures: ['notFound'],
  },
  [API.meetingRegister]: {
    summary: 'Register for a conference (files uploaded first as drafts)',
    tag: 'conference',
    effect: 'write',
    body: MeetingRegisterBody,
    ret: MeetingRegisterRet,
    failures: ['notFound', 'conflict', 'registrationClosed', 'noPermission', 'rateLimited'],
  },
  [API.registrationGet]: {
    summary: 'A registration, for whoever holds its private link: state, payment, values, the bill and its QR code',
    tag: 'conference',
    effect: 'read',
    body: RegistrationAccessBody,
    ret: RegistrationViewRet,
    failures: ['notFound', 'rateLimited'],
  },
  [API.registrationUpdate]: {
    summary: 'Change a registration through its private link while registration is open (checked, fee recomputed)',
    tag: 'conference',
    effect: 'write',
    body: RegistrationUpdateBody,
    ret: RegistrationViewRet,
    failures: ['notFound', 'conflict', 'registrationClosed', 'noPermission', 'rateLimited'],
  },
  [API.registrationWithdraw]: {
    summary: 'Withdraw a registration through its private link; its place goes to the waiting list',
    tag: 'conference',
    effect: 'write',
    body: RegistrationAccessBody,
    ret: RegistrationViewRet,
    failures: ['notFound', 'conflict', 'rateLimited'],
  },
} as const satisfies Record<string, CallSpec>

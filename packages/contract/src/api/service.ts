import Type, { type Static } from 'typebox'
import { FAULT_CATEGORIES, FEEDBACK_KINDS, QUICK_LINK_GROUPS } from '../enums.js'
import { body, OneOf } from './common.js'
import { DraftFileRef } from './meeting.js'
import { HELPDESK_KINDS, HELPDESK_STATES } from '../staff/helpdesk-inbox.js'

export const FaultSubmitBody = body({
  reporter: Type.String({ minLength: 1, maxLength: 50, description: 'who reports' }),
  contact: Type.String({ minLength: 3, maxLength: 100, description: 'telephone or e-mail to reach the reporter' }),
  place: Type.String({ minLength: 1, maxLength: 100, description: 'building and room' }),
  category: OneOf(FAULT_CATEGORIES, 'kind of fault'),
  description: Type.String({ minLength: 5, maxLength: 2000, description: 'what happens' }),
  screenshot: Type.Optional(DraftFileRef),
})
export type FaultSubmitBody = Static<typeof FaultSubmitBody>
export const FeedbackSubmitBody = body({
  kind: OneOf(FEEDBACK_KINDS, 'suggestion or feedback'),
  name: Type.Optional(Type.String({ maxLength: 50, description: 'who writes, optional' })),
  contact: Type.Optional(Type.String({ maxLength: 100, description: 'how to answer, optional' })),
  content: Type.String({ minLength: 5, maxLength: 2000, description: 'the message' }),
})
export type FeedbackSubmitBody = Static<typeof FeedbackSubmitBody>
export const TicketRet = Type.Object({
  ticket: Type.String({ description: 'reference of the stored report or message' }),
  key: Type.String({
    description:
      "private key of the report's status page (#/service/ticket/{ticket}/{key}): answered once, the server keeps only its digest",
  }),
})
export type TicketRet = Static<typeof TicketRet>

export const TicketStatusBody = body({
  ticket: Type.String({ minLength: 1, maxLength: 40, description: 'the reference given when the report was sent' }),
  key: Type.String({ minLength: 1, maxLength: 100, description: 'the private key given with it' }),
})
export type TicketStatusBody = Static<typeof TicketStatusBody>
export const TicketStatusRet = Type.Object({
  ticket: Type.String(),
  kind: OneOf(HELPDESK_KINDS, 'fault report or feedback'),
  state: OneOf(HELPDESK_STATES, 'new, progress (being worked on), waiting (for the reporter), resolved'),
  createdAt: Type.String({ description: 'ISO 8601' }),
  updatedAt: Type.String({ description: 'ISO 8601: the last change' }),
  replies: Type.Array(Type.Object({ body: Type.String({ description: 'plain text' }), createdAt: Type.String() }), {
    description: "the office's replies, oldest first (internal notes are never shown)",
  }),
})
export type TicketStatusRet = Static<typeof TicketStatusRet>

export const FaqListRet = Type.Object({
  faqList: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'question id' }),
      question: Type.String({ description: 'the question' }),
      answer: Type.String({ description: 'the answer, sanitised HTML' }),
    }),
    { description: 'common questions in order' },
  ),
})
export type FaqListRet = Static<typeof FaqListRet>

export const LinkListBody = body({ group: Type.Optional(OneOf(QUICK_LINK_GROUPS, 'lab, facility or other; all when absent')) })
export const LinkListRet = Type.Object({
  linkList: Type.Array(
    Type.Object({
      id: Type.Integer({ description: 'link id' }),
      group: Type.String({ description: 'lab, facility or other' }),
      name: Type.String({ description: 'site name' }),
      url: Type.String({ description: 'site address' }),
      description: Type.String({ description: 'one line about the site' }),
    }),
    { description: 'quick links by group, then in order' },
  ),
})
export type LinkListRet = Static<typeof LinkListRet>

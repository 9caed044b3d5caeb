/** The links staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { EmptyBody } from '../api/common.js'
import { SIGNED_IN, defineStaffCall } from './define-staff-call.js'
import { LinkCheckRet, LinkIdBody, LinkIgnoreBody, LinkListBody, LinkListRet, LinkRowRet } from './links-api.js'

export const LINKS_CALLS = [
  /**
   * The link checker (docs/links.md): check everything now, the broken links, one checked again, one ignored.
   * Checking every link of the site is administrators'; the broken links are each editor's in their sections (the service narrows them).
   */
  defineStaffCall({
    name: 'linksCheck',
    path: '/api/staff/links/check',
    summary: 'Check every link and embedded image the site publishes, in the background; answers at once',
    effect: 'write',
    permission: 'site.manage',
    body: EmptyBody,
    ret: LinkCheckRet,
    failures: SIGNED_IN,
  }),
  defineStaffCall({
    name: 'linksList',
    path: '/api/staff/links/list',
    summary: 'The broken links, by section and item, with what went wrong; an editor sees those of their sections',
    effect: 'read',
    permission: 'content.write',
    body: LinkListBody,
    ret: LinkListRet,
    failures: SIGNED_IN,
    // menuId is optional, so the service checks it (an editor asking for another section is refused).
  }),
  defineStaffCall({
    name: 'linksRecheck',
    path: '/api/staff/links/recheck',
    summary: 'Check one link again now; answers what was found',
    effect: 'write',
    permission: 'content.write',
    body: LinkIdBody,
    ret: LinkRowRet,
    failures: [...SIGNED_IN, 'notFound'],
  }),
  defineStaffCall({
    name: 'linksIgnore',
    path: '/api/staff/links/ignore',
    summary: 'Mark a link ignored (it stays quiet in lists and notices) or heeded again',
    effect: 'write',
    permission: 'content.write',
    body: LinkIgnoreBody,
    ret: LinkRowRet,
    failures: [...SIGNED_IN, 'notFound'],
  }),
] as const

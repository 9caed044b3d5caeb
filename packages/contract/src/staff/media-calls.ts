/** The media staff calls, each declared once: path, schemas, failures, effect and who may make it. */
import { BulkRet } from './bulk-api.js'
import { SIGNED_IN, defineStaffCall } from './define-staff-call.js'
import {
  MediaBulkBody,
  MediaDeleteRet,
  MediaFileRet,
  MediaGetRet,
  MediaIdBody,
  MediaListBody,
  MediaListRet,
  MediaUpdateBody,
  MediaUploadForm,
} from './media-api.js'

export const MEDIA_CALLS = [
  /** Group administrators too, for their team's photo: the service narrows them to their own uploads. */
  defineStaffCall({
    name: 'mediaList',
    path: '/api/staff/media/list',
    summary: 'Library files, searched by name, filtered by kind, newest first',
    effect: 'read',
    permission: 'media.pick',
    body: MediaListBody,
    ret: MediaListRet,
    failures: SIGNED_IN,
  }),
  defineStaffCall({
    name: 'mediaGet',
    path: '/api/staff/media/get',
    summary: 'One library file and everything that uses it',
    effect: 'read',
    permission: 'content.write',
    body: MediaIdBody,
    ret: MediaGetRet,
    failures: [...SIGNED_IN, 'notFound'],
  }),
  defineStaffCall({
    name: 'mediaUpdate',
    path: '/api/staff/media/update',
    summary: "Rename a library file, set an image's alt text and focal point",
    effect: 'write',
    permission: 'content.write',
    body: MediaUpdateBody,
    ret: MediaFileRet,
    failures: [...SIGNED_IN, 'notFound'],
  }),
  defineStaffCall({
    name: 'mediaDelete',
    path: '/api/staff/media/delete',
    summary: 'Delete a library file; refused (409, with `usages`) while anything uses it',
    effect: 'write',
    permission: 'content.write',
    body: MediaIdBody,
    ret: MediaDeleteRet,
    failures: [...SIGNED_IN, 'notFound', 'conflict'],
  }),
  defineStaffCall({
    name: 'mediaBulk',
    path: '/api/staff/media/bulk',
    summary: 'Delete several library files, each as its single delete: a file in use is refused, naming where it is used',
    effect: 'write',
    permission: 'content.write',
    body: MediaBulkBody,
    ret: BulkRet,
    failures: SIGNED_IN,
  }),
  /** multipart/form-data: one file per request, so each shows its own progress. Group administrators: pictures only. */
  defineStaffCall({
    name: 'mediaUpload',
    path: '/api/staff/media/upload',
    summary:
      'Add a file to the library (multipart/form-data: an optional `lang` part, then the file in a part named `file`); type from the bytes, size within its kind’s limit',
    effect: 'write',
    permission: 'media.pick',
    body: MediaUploadForm,
    ret: MediaFileRet,
    failures: SIGNED_IN,
    multipart: true,
  }),
] as const

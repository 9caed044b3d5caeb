import type { ConferenceSaveBody } from '@ibr/contract/staff-client'

/** What the editor holds and saves: the save body without the conference's menu entry. */
export type ConferenceDoc = Omit<ConferenceSaveBody, 'menuId' | 'lang'>
/** The message for a request field, or null. */
export type FieldError = (field: string) => string | null

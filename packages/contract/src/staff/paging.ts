/** What every paged staff list shares: page, page size and search words in the body; the rows of one page and how many match in the answer. */
import Type, { type TSchema } from 'typebox'

export const PAGE_SIZE_MAX = 100
export const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1, description: 'page number from 1' }))
export const PageSize = Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 20, description: 'items per page' }))
export const Search = Type.Optional(Type.String({ maxLength: 100, description: 'words to look for' }))

/** The body fields of a paged list. */
export const Paging = { page: Page, pageSize: PageSize }
/** The body fields of a paged list searched by words. */
export const PagedSearch = { ...Paging, search: Search }

/** The answer fields of a paged list: how many rows match, and those of the page asked for. */
export function pageOf<T extends TSchema>(row: T, description?: string) {
  return { total: Type.Integer(), list: Type.Array(row, description === undefined ? {} : { description }) }
}

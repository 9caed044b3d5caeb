/** One revision of a record or a conference, with the document as it stood. */
export interface Revision<Doc> {
  revision: number
  action: string
  author: string
  createdAt: string
  doc: Doc
}

import type { FaqListRet, Lang, LinkListRet } from '@ibr/contract'
import { loc } from '../../lib/localise.js'
import type { FaqRow, LinkRow } from './helpdesk-repository.js'

export const presentFaq = (row: FaqRow, lang: Lang): FaqListRet['faqList'][number] => ({
  id: row.id,
  question: loc(row, 'question', lang),
  answer: loc(row, 'answer', lang),
})

export const presentLink = (row: LinkRow, lang: Lang): LinkListRet['linkList'][number] => ({
  id: row.id,
  group: row.grp,
  name: loc(row, 'name', lang),
  url: row.url,
  description: loc(row, 'description', lang),
})

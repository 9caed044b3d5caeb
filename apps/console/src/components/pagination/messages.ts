import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the pagination component. */
export const messages = defineMessages(
  {
    'table.pagination': '分页',
    'table.pageOf': '第 {page} / {pages} 页，共 {total} 条',
    'table.previous': '上一页',
    'table.next': '下一页',
  },
  {
    'table.pagination': 'Pages',
    'table.pageOf': 'Page {page} of {pages}, {total} in all',
    'table.previous': 'Previous',
    'table.next': 'Next',
  },
)

import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the bulk-outcome component. */
export const messages = defineMessages(
  {
    'bulk.summary': '{action}：完成 {done} 项，未执行 {refused} 项',
    'bulk.failed': '{action}：未执行任何一项。{reason}',
    'bulk.doneList': '已完成',
    'bulk.refusedList': '未执行及原因',
    'bulk.refusedItem': '{name}：{reason}',
    'bulk.dismiss': '关闭结果',
  },
  {
    'bulk.summary': '{action}: {done} done, {refused} refused',
    'bulk.failed': '{action}: nothing was done. {reason}',
    'bulk.doneList': 'Done',
    'bulk.refusedList': 'Refused, and why',
    'bulk.refusedItem': '{name}: {reason}',
    'bulk.dismiss': 'Dismiss the result',
  },
)

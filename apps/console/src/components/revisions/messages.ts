import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the revisions component. */
export const messages = defineMessages(
  {
    'records.revisions': '修改记录',
    'records.revisions.none': '还没有修改记录',
    'records.revision.create': '新建',
    'records.revision.save': '保存',
    'records.revision.submit': '提交审核',
    'records.revision.approve': '审核通过',
    'records.revision.reject': '退回',
    'records.revision.restore': '恢复',
    'records.revision.archive': '下线',
    'records.revisions.view': '查看版本 {n}',
    'records.revisions.restore': '恢复版本 {n}',
  },
  {
    'records.revisions': 'Revisions',
    'records.revisions.none': 'No revisions yet',
    'records.revision.create': 'created',
    'records.revision.save': 'saved',
    'records.revision.submit': 'sent to review',
    'records.revision.approve': 'approved',
    'records.revision.reject': 'sent back',
    'records.revision.restore': 'restored',
    'records.revision.archive': 'taken off the site',
    'records.revisions.view': 'View revision {n}',
    'records.revisions.restore': 'Restore revision {n}',
  },
)

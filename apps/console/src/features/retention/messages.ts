import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the retention screens. */
export const messages = defineMessages(
  {
    'retention.intro':
      '会议结束 {count} 天后，其报名记录和上传的文件将被永久删除。这一期限由负责服务器的技术人员在服务器设置中确定。删除由每天运行一次的任务完成；下表列出接下来将删除的内容，需要保留的请提前导出。',
    'retention.introLoading': '会议结束一段时间后，其报名记录和上传的文件将被永久删除。',
    'retention.tableLabel': '将删除的报名数据',
    'retention.none': '目前没有保留中的报名数据。',
    'retention.purgeOn': '删除日期',
    'retention.dueNow': '下次运行时（{day} 起）',
    'retention.conference': '会议',
    'retention.endDate': '会议最后一天',
    'retention.registrations': '报名数',
    'retention.files': '文件',
    'retention.filesSize': '{count} 个（{size}）',
  },
  {
    'retention.intro':
      'Registrations are deleted for good, with their uploaded files, {count} days after the conference ends. The people who run the server set this period in its settings. A job that runs once a day deletes them; this list shows what goes next, so export what must be kept in time.',
    'retention.introLoading': "A conference's registrations and their uploaded files are deleted for good some time after its last day.",
    'retention.tableLabel': 'Registrations to be deleted',
    'retention.none': 'No registrations are being kept at the moment.',
    'retention.purgeOn': 'Deleted on',
    'retention.dueNow': 'At the next run (due since {day})',
    'retention.conference': 'Conference',
    'retention.endDate': 'Last day',
    'retention.registrations': 'Registrations',
    'retention.files': 'Files',
    'retention.filesSize': '{count} ({size})',
  },
)

import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the error-boundary component. */
export const messages = defineMessages(
  {
    'common.reload': '重新加载',
    'error.renderFailed': '此页面出错了',
    'error.renderFailedBody': '请重新加载工作台；如果问题依旧，请联系网络信息服务部门。',
  },
  {
    'common.reload': 'Reload',
    'error.renderFailed': 'This screen failed',
    'error.renderFailedBody': 'Please reload the console; if it happens again, tell the network and information services office.',
  },
)

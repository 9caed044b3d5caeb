import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the sign-in screens. */
export const messages = defineMessages(
  {
    'signIn.title': '登录工作台',
    'signIn.lapsed': '您的登录已过期或已在别处结束。重新登录后将回到刚才的页面。',
    'signIn.username': '用户名',
    'signIn.password': '密码',
    'signIn.usernameMissing': '请输入用户名。',
    'signIn.passwordMissing': '请输入密码。',
    'signIn.submit': '登录',
    'signIn.or': '或',
    'signIn.sso': '使用统一身份认证登录',
    'signIn.noMethod': '此站点未配置任何登录方式，请联系网络信息服务部门。',
  },
  {
    'signIn.title': 'Sign in to the staff console',
    'signIn.lapsed': 'Your session has ended (it lapsed, or was ended elsewhere). Sign in again to return to this page.',
    'signIn.username': 'User name',
    'signIn.password': 'Password',
    'signIn.usernameMissing': 'Enter your user name.',
    'signIn.passwordMissing': 'Enter your password.',
    'signIn.submit': 'Sign in',
    'signIn.or': 'or',
    'signIn.sso': 'Sign in with single sign-on',
    'signIn.noMethod': 'No way to sign in is set up here. Please tell the network and information services office.',
  },
)

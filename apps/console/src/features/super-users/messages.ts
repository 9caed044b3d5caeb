import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the super-users screens. */
export const messages = defineMessages(
  {
    'superUsers.intro': '管理员可以管理所有账号；超级管理员还可以授予管理员角色并管理本页。',
    'superUsers.grantTitle': '按用户名授予',
    'superUsers.admin': '管理员',
    'superUsers.superUser': '超级管理员',
    'superUsers.adminOf': '{username} 是管理员',
    'superUsers.superUserOf': '{username} 是超级管理员',
    'superUsers.apply': '设置…',
    'superUsers.tableLabel': '管理员与超级管理员',
    'superUsers.none': '还没有管理员。',
    'superUsers.confirmTitle': '确认更改权限',
    'superUsers.confirmQuestion': '更改后 {who} 的权限为：',
    'superUsers.confirm': '确认更改',
    'superUsers.changed': '{username} 的权限已更改。',
  },
  {
    'superUsers.intro': 'Administrators manage every account; super users may also grant the administrator role and use this page.',
    'superUsers.grantTitle': 'Grant by user name',
    'superUsers.admin': 'Administrator',
    'superUsers.superUser': 'Super user',
    'superUsers.adminOf': '{username} is an administrator',
    'superUsers.superUserOf': '{username} is a super user',
    'superUsers.apply': 'Set…',
    'superUsers.tableLabel': 'Administrators and super users',
    'superUsers.none': 'There are no administrators yet.',
    'superUsers.confirmTitle': 'Change these powers?',
    'superUsers.confirmQuestion': '{who} will then be:',
    'superUsers.confirm': 'Change',
    'superUsers.changed': "{username}'s powers are changed.",
  },
)

import { defineMessages } from '../../i18n/messages'

/** Texts of the about section. */
export const messages = defineMessages(
  {
    chair: '主任委员',
    viceChair: '副主任委员',
    member: '委员',
    duties: '主要职责',
    location: '办公地点',
    phone: '电话',
    email: '邮箱',
    emailLabel: '邮箱：',
    portrait: '{name}的照片',
  },
  {
    chair: 'Chair',
    viceChair: 'Vice chairs',
    member: 'Members',
    duties: 'Responsibilities',
    location: 'Office',
    phone: 'Phone',
    email: 'E-mail',
    emailLabel: 'E-mail: ',
    portrait: 'Photo of {name}',
  },
)

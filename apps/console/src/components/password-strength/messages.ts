import { defineMessages } from '@ibr/ui/define-messages'

/** Texts of the password-strength component. */
export const messages = defineMessages(
  {
    'password.strength': '强度：{level}。',
    'password.strength.checking': '正在评估强度…',
    'password.strength.veryWeak': '很弱',
    'password.strength.weak': '弱',
    'password.strength.fair': '一般，尚不够',
    'password.strength.strong': '强',
    'password.strength.veryStrong': '很强',
    'password.strength.advice': '请加长密码：几个互不相关的词既好记又难猜；姓名、日期和键盘上相邻的字符最先被猜到。',
  },
  {
    'password.strength': 'Strength: {level}.',
    'password.strength.checking': 'Checking the strength…',
    'password.strength.veryWeak': 'very weak',
    'password.strength.weak': 'weak',
    'password.strength.fair': 'fair, not yet enough',
    'password.strength.strong': 'strong',
    'password.strength.veryStrong': 'very strong',
    'password.strength.advice':
      'Make it longer: a few unrelated words are easy to remember and hard to guess; names, dates and keyboard patterns are guessed first.',
  },
)

import { describe, expect, it } from 'vitest'
import { textIn } from '../../i18n/use-t'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'
import { mailReason } from './mail-reason'

describe('a message’s reason in words', () => {
  it('says why it was sent in both languages, never the recorded code', () => {
    expect(mailReason('registration.accepted', (key, params) => textIn([messages, shared], 'en', key, params))).toBe(
      'Registration accepted',
    )
    expect(mailReason('registration.accepted', (key, params) => textIn([messages, shared], 'zh', key, params))).toBe('报名已通过')
    expect(mailReason('helpdesk.reply', (key, params) => textIn([messages, shared], 'zh', key, params))).not.toMatch(/[a-z]/)
  })

  it('shows a reason this console does not know as recorded, and a missing one as a dash', () => {
    expect(mailReason('newsletter.weekly', (key, params) => textIn([messages, shared], 'en', key, params))).toBe('newsletter.weekly')
    expect(mailReason('', (key, params) => textIn([messages, shared], 'en', key, params))).toBe('—')
  })
})

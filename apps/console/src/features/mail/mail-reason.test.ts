import { describe, expect, it } from 'vitest'
import { translateIn } from '../../i18n/use-t'
import { mailReason } from './mail-reason'

describe('a message’s reason in words', () => {
  it('says why it was sent in both languages, never the recorded code', () => {
    expect(mailReason('registration.accepted', (key, params) => translateIn('en', key, params))).toBe('Registration accepted')
    expect(mailReason('registration.accepted', (key, params) => translateIn('zh', key, params))).toBe('报名已通过')
    expect(mailReason('helpdesk.reply', (key, params) => translateIn('zh', key, params))).not.toMatch(/[a-z]/)
  })

  it('shows a reason this console does not know as recorded, and a missing one as a dash', () => {
    expect(mailReason('newsletter.weekly', (key, params) => translateIn('en', key, params))).toBe('newsletter.weekly')
    expect(mailReason('', (key, params) => translateIn('en', key, params))).toBe('—')
  })
})

import { describe, expect, it } from 'vitest'
import { CALL_SPECS } from './call-specs.js'
import { API } from './paths.js'

describe('call effects', () => {
  it('marks as writes exactly the calls that store something', () => {
    // A proxy sends a read again to another instance when the first one fails: a write marked read
    // would be done twice. This list changes only with a call that stores something.
    const writes = Object.entries(CALL_SPECS)
      .filter(([, spec]) => spec.effect === 'write')
      .map(([path]) => path)
    expect(writes.sort()).toEqual(
      [
        API.meetingRegister,
        API.registrationUpdate,
        API.registrationWithdraw,
        API.faultSubmit,
        API.feedbackSubmit,
        API.fileDelete,
        // A page view is counted once: a proxy must not send it again.
        API.statsHit,
      ].sort(),
    )
  })

  it('gives every call one of the two effects', () => {
    for (const [path, spec] of Object.entries(CALL_SPECS)) expect(['read', 'write'], path).toContain(spec.effect)
  })
})

import type { MeetingSign } from '@ibr/contract'

let serial = 0
/** A complete, valid registration of this form, for a new address each time. */
export function filledForm(form: MeetingSign['fields'], overrides: Record<string, string> = {}): Record<string, string> {
  serial += 1
  const values: Record<string, string> = {}
  for (const f of form) {
    if (f.type === 'file' || f.type === 'multi') continue
    values[f.name] =
      f.type === 'select'
        ? f.options[0]!.value
        : f.type === 'consent'
          ? 'yes'
          : f.type === 'email'
            ? `person${serial}.${Date.now()}@example.org`
            : f.type === 'tel'
              ? '+86 (10) 1234-5678'
              : `Test ${f.name}`.slice(0, f.maxLength)
  }
  return { ...values, ...overrides }
}

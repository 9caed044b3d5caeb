import { EMAIL, EMAIL_MAX, hasControlChars, TEL, type MeetingRegisterBody } from '@ibr/contract'
import type { StoredFormField } from '../../db/schema.js'
import { AppError, badRequest } from '../../http/app-error.js'
import { fieldError } from '../../http/field-error.js'
import type { DraftClaim } from '../file/file-service.js'

export interface ValidForm {
  /** Every text field of the form, trimmed; empty when an optional field was left out. */
  values: Record<string, string>
  /** The registration's address, trimmed and lower-cased: one registration per address. */
  email: string
  files: (DraftClaim & { field: string })[]
}

const unknownField = (name: string) => badRequest(`表单中没有字段「${name}」`, `The form has no field "${name}"`)

/** Checks a filled form against the conference's fields; the first problem is answered, naming its field. */
export function validateForm(fields: readonly StoredFormField[], body: Pick<MeetingRegisterBody, 'fields' | 'files'>): ValidForm {
  const byName = new Map(fields.map((f) => [f.name, f]))
  for (const name of Object.keys(body.fields)) {
    const type = byName.get(name)?.type
    if (!type || type === 'file') throw unknownField(name)
  }
  const filesByField = new Map<string, { fileId: string; token: string }>()
  for (const entry of body.files ?? []) {
    const field = byName.get(entry.field)
    if (field?.type !== 'file') throw unknownField(entry.field)
    if (filesByField.has(entry.field)) throw fieldError(field.label, '只能上传一个文件', 'only one file may be given')
    filesByField.set(entry.field, { fileId: entry.fileId, token: entry.token })
  }
  const emailField = fields.find((f) => f.type === 'email')
  // A form without an address field cannot key its registrations: that is the conference's setup, not the visitor's input.
  if (!emailField) throw new AppError('systemErr')

  const values: Record<string, string> = {}
  const files: ValidForm['files'] = []
  for (const field of fields) {
    const required = field.required || field === emailField
    if (field.type === 'file') {
      const file = filesByField.get(field.name)
      if (file) files.push({ ...file, field: field.name, label: field.label })
      else if (required) throw fieldError(field.label, '为必填项，请上传文件', 'required, please upload a file')
      continue
    }
    const value = (body.fields[field.name] ?? '').trim()
    values[field.name] = value
    if (value === '') {
      if (required) throw fieldError(field.label, '为必填项', 'required')
      continue
    }
    checkValue(field, value)
  }
  const email = values[emailField.name]!.toLowerCase()
  if (email.length > EMAIL_MAX) throw fieldError(emailField.label, '格式不正确', 'not a valid address')
  return { values, email, files }
}

function checkValue(field: StoredFormField, value: string) {
  if (hasControlChars(value, field.type === 'textarea'))
    throw fieldError(field.label, '含有不允许的字符', 'contains characters that are not allowed')
  if ([...value].length > field.maxLength)
    throw fieldError(field.label, `不能超过 ${field.maxLength} 个字符`, `at most ${field.maxLength} characters`)
  if (field.type === 'email' && !EMAIL.test(value)) throw fieldError(field.label, '格式不正确', 'not a valid address')
  if (field.type === 'tel' && !TEL.test(value)) throw fieldError(field.label, '格式不正确', 'not a valid telephone number')
  if (field.type === 'select' && !field.options.some((o) => o.value === value)) {
    throw fieldError(field.label, '的选项无效', 'not one of the choices')
  }
}

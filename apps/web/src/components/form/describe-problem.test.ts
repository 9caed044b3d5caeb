import { describe, expect, it } from 'vitest'
import { describeProblem } from './describe-problem'

// The site's language is zh unless localStorage says otherwise (i18n/lang.ts).
describe('describeProblem', () => {
  it('words each rule of the contract, naming the field', () => {
    expect(describeProblem({ rule: 'required' }, '姓名')).toBe('请填写姓名')
    expect(describeProblem({ rule: 'required' }, '类别', true)).toBe('请选择类别')
    expect(describeProblem({ rule: 'min', min: 5 }, '故障描述')).toBe('故障描述至少需要 5 个字符')
    expect(describeProblem({ rule: 'max', max: 50 }, '姓名')).toBe('姓名不能超过 50 个字符')
    expect(describeProblem({ rule: 'contact' }, '联系方式')).toBe('联系方式应为电话号码或邮箱地址')
    expect(describeProblem({ rule: 'file' }, '论文')).toBe('请上传论文')
    expect(describeProblem({ rule: 'email' }, '邮箱')).toContain('name@example.com')
  })

  it("shows the server's own words as they are", () => {
    expect(describeProblem({ rule: 'server', message: '该邮箱已报名' }, '邮箱')).toBe('该邮箱已报名')
  })
})

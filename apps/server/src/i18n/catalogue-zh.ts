/**
 * Every message the server sends, in Chinese: the reference catalogue. Placeholders are `{name}`;
 * `en.ts` has the same keys with the same placeholders (a test checks). Chinese has no plural
 * forms, so each entry is one string.
 */
export const zh = {
  // The default message of each failure code (contract: ERROR_STATUS).
  'error.badRequest': '请求参数有误',
  'error.loginExpired': '登录已过期，请重新登录',
  'error.noPermission': '没有权限执行此操作',
  'error.notFound': '请求的内容不存在',
  'error.methodNotAllowed': '请使用 POST 方法',
  'error.conflict': '该记录已存在',
  'error.registrationClosed': '报名已截止',
  'error.tooLarge': '内容超过大小限制',
  'error.unsupportedType': '不支持的文件类型',
  'error.rateLimited': '操作过于频繁，请稍后再试',
  'error.systemErr': '系统错误，请稍后再试',
  'error.unavailable': '服务暂时不可用，请稍后再试',
  'error.closing': '服务正在重启，请稍后再试',
  'error.badUrl': '请求地址无效',

  // Bodies and parameters.
  'body.invalidJson': '请求内容不是有效的 JSON',
  'body.notObject': '请求内容应为 JSON 对象',
  'body.tooDeep': '请求内容嵌套超过 {max} 层',
  'param.notJsonString': '参数 {name} 应为 JSON 字符串，例如 {example}',
  'param.required': '缺少参数 {field}',
  'param.type': '参数 {field} 的类型不正确，应为 {type}',
  'param.tooShort': '参数 {field} 至少需要 {limit} 个字符',
  'param.tooLong': '参数 {field} 不能超过 {limit} 个字符',
  'param.invalid': '参数 {field} 的值无效',
  'param.invalidBody': '请求内容不正确',
  'param.range': '请求的字节范围无效',

  // Form values: `label` is the form field's label in the request's language.
  'form.required': '「{label}」为必填项',
  'form.min': '「{label}」至少需要 {min} 个字符',
  'form.max': '「{label}」不能超过 {max} 个字符',
  'form.chars': '「{label}」含有不允许的字符',
  'form.email': '「{label}」不是有效的邮箱地址',
  'form.tel': '「{label}」不是有效的电话号码',
  'form.contact': '「{label}」应为电话号码或邮箱地址',
  'form.choice': '「{label}」的选项无效',
  'form.file': '「{label}」为必填项，请上传文件',
  'form.oneFile': '「{label}」只能上传一个文件',
  'form.fileExpired': '「{label}」的文件无效或已过期，请重新上传',
  'form.fileType': '「{label}」只接受{accept}',
  'form.unknownField': '表单中没有字段「{name}」',
  'form.several': '有 {count} 处填写有误：{first}',

  // The helpdesk's forms: labels of their fields and what a screenshot may be.
  'helpdesk.reporter': '报告人',
  'helpdesk.contact': '联系方式',
  'helpdesk.place': '地点',
  'helpdesk.category': '故障类型',
  'helpdesk.description': '故障描述',
  'helpdesk.screenshot': '截图',
  'helpdesk.kind': '类型',
  'helpdesk.name': '姓名',
  'helpdesk.content': '内容',
  'helpdesk.screenshotTypes': '图片（JPEG、PNG、WebP、GIF）',

  // Conferences.
  'conference.notFound': '会议不存在',
  'conference.dayNotFound': '该日程不存在',
  'conference.alreadyRegistered': '邮箱 {email} 已报名本次会议，请勿重复报名',
  'conference.attachmentTypes': '图片、PDF、Office 文档或 ZIP',

  // Content.
  'content.sectionNotFound': '栏目不存在',
  'content.menuNotFound': '菜单不存在',
  'content.itemNotFound': '文章不存在或未发布',
  'content.menuOrType': '请提供 menuId 或 type',
  'content.unknownType': '未知的栏目类型 {type}',
  'content.unknownCategory': '未知的分类 {category}',
  'content.areaNotFound': '研究方向不存在',
  'content.teamNotFound': '团队不存在',
  'content.facilityNotFound': '平台不存在',
  'calendar.notADate': '日期 {day} 不存在',

  // Files.
  'file.notFound': '文件不存在',
  'file.noSuchDraft': '文件不存在或已提交',
  'file.badToken': '文件凭证不正确',
  'file.notMultipart': '请以 multipart/form-data 格式上传文件',
  'file.badMultipart': '上传内容不是有效的 multipart 格式',
  'file.noFile': '未收到文件：请在名为 file 的字段中上传',
  'file.empty': '文件是空的',
  'file.tooMany': '文件过多：每次只能上传一个文件',
  'file.tooManyParts': '上传内容的字段过多',
  'file.damagedImage': '图片文件已损坏或无法读取',

  // Staff sign-in, sessions and accounts (issue 10).
  'error.loginFailed': '用户名或密码不正确',
  'error.csrfInvalid': '请求未通过校验，请刷新页面后重试',
  'error.passwordChangeRequired': '请先设置新密码',
  'staff.foreignOrigin': '请求来自其他网站，已拒绝',
  'staff.loginFailed': '用户名或密码不正确',
  'staff.tooManyAttempts': '登录失败次数过多，请 {count} 分钟后再试',
  'staff.localLoginOff': '本站只接受统一身份认证登录',
  'staff.currentWrong': '当前密码不正确',
  'staff.passwordTooShort': '密码至少需要 {min} 个字符',
  'staff.passwordHasUsername': '密码不能包含用户名',
  'staff.passwordCommon': '这个密码过于常见，请换一个',
  'staff.passwordSame': '新密码不能与当前密码相同',
  'staff.casNoPassword': '此账号通过统一身份认证登录，没有本站密码',
  'staff.usernameTaken': '用户名 {username} 已存在',
  'staff.adminsBySuperUser': '只有超级管理员可以授予、撤销或管理管理员',
  'staff.notSelf': '不能停用自己的账号或撤销自己的权限',
  'staff.lastSuperUser': '至少要保留一位启用的超级管理员',
  'staff.unknownUser': '用户 {username} 不存在',
  'staff.unknownScope': '所选{kind}不存在：{ids}',
  'staff.scopeSection': '栏目',
  'staff.scopeConference': '会议',
  'staff.scopeTeam': '团队',
  'staff.casAccountExists': '用户 {username} 已有账号',

  // The pages of single sign-on (CAS), shown in the browser.
  'cas.title': '统一身份认证登录',
  'cas.refused': '统一身份认证未能确认您的登录（票据无效或已使用）。',
  'cas.unreadable': '统一身份认证服务器的答复无法识别。',
  'cas.unreachable': '统一身份认证服务器在规定时间内没有答复。',
  'cas.noAccess': '您（{username}）还没有管理后台的访问权限；管理员可以为您开通。您的登录请求已记录。',
  'cas.off': '本站没有配置统一身份认证。',
  'cas.tryAgain': '重新登录',
  'cas.backToSite': '返回网站首页',
} as const

export type MessageKey = keyof typeof zh

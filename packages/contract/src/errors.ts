import type { Lang } from './lang.js'

/** Every code a failed call can answer, with the HTTP status that goes with it. */
export const ERROR_STATUS = {
  badRequest: 400,
  loginExpired: 401,
  noPermission: 403,
  notFound: 404,
  methodNotAllowed: 405,
  conflict: 409,
  registrationClosed: 409,
  tooLarge: 413,
  unsupportedType: 415,
  rateLimited: 429,
  systemErr: 500,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

/** Default message of each code, in both languages; a call may give a more precise one. */
export const ERROR_MESSAGES: Record<ErrorCode, Record<Lang, string>> = {
  badRequest: { zh: '请求参数有误', en: 'The request is not valid' },
  loginExpired: { zh: '登录已过期，请重新登录', en: 'Your session has expired, please log in again' },
  noPermission: { zh: '没有权限执行此操作', en: 'You do not have permission to do this' },
  notFound: { zh: '请求的内容不存在', en: 'The requested item does not exist' },
  methodNotAllowed: { zh: '请使用 POST 方法', en: 'Use the POST method' },
  conflict: { zh: '该记录已存在', en: 'This record already exists' },
  registrationClosed: { zh: '报名已截止', en: 'Registration is closed' },
  tooLarge: { zh: '内容超过大小限制', en: 'The content is larger than allowed' },
  unsupportedType: { zh: '不支持的文件类型', en: 'This file type is not accepted' },
  rateLimited: { zh: '操作过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  systemErr: { zh: '系统错误，请稍后再试', en: 'System error, please try again later' },
}

/** The message of `systemErr` when the database cannot be reached (HTTP 503: worth trying again). */
export const UNAVAILABLE_MESSAGE: Record<Lang, string> = {
  zh: '服务暂时不可用，请稍后再试',
  en: 'The service is temporarily unavailable, please try again later',
}

/** The one success code (seed-spec point 7). */
export const SUCCESS = 'success' as const

import { EMAIL } from '@ibr/contract'
import { resolve } from 'node:path'
import addressparser from 'nodemailer/lib/addressparser'
import { backupKeySetting } from './backup/backup-key.js'
import { parseDailyTime } from './jobs/daily-time.js'
import { REGISTRATION_RETENTION_DAYS_DEFAULT } from '@ibr/contract/staff'
import {
  DEFAULT_PRODUCT,
  isSiteImageSrc,
  isWebAddress,
  SITE_SETTINGS_DEFAULTS,
  SITE_SETTINGS_ENV,
  UPLOAD_MAX_BYTES_DEFAULT,
  type SiteSettings,
} from '@ibr/contract'
import { trustProxySetting, type TrustProxy } from './trust-proxy.js'
import { parseLinkAllowance, type LinkAllowance } from './modules/links/address-guard.js'

/** Every setting the server reads, with its meaning; README's table mirrors this. */
export interface Config {
  port: number
  host: string
  /** Folder for the embedded database, stored files and the image cache. */
  dataDir: string
  /** PostgreSQL connection string; empty means the embedded database. */
  databaseUrl: string
  /** Product token of section routes (/ibrNews). */
  product: string
  /** Fill an empty database with the bilingual demo content. */
  seedDemo: boolean
  uploadMaxBytes: number
  /** Largest JSON body. */
  bodyLimitBytes: number
  /** Uploads allowed per client per minute. */
  uploadRateLimit: number
  /** Form submissions allowed per client per minute. */
  formRateLimit: number
  /** Searches allowed per client per minute. */
  searchRateLimit: number
  /** Readers' figures (modules/stats): how often the beacon's hits are written, and how many one client may send. */
  stats: StatsConfig
  /** Hours an upload not handed in with a form is kept. */
  draftTtlHours: number
  /** Seconds a public answer stays in the server's cache; 0 turns the cache off. */
  cacheTtlSeconds: number
  cacheMaxMb: number
  /** Seconds the menu tree and a section's item counts are reused; 0 reads them on every request. */
  sectionCacheSeconds: number
  /** Milliseconds reading a keyword's matches from the index may take before its newest matches are walked instead (never refused). */
  listKeywordTimeoutMs: number
  /** The institute's time zone: dates of news and events are that zone's. */
  timeZone: string
  /** Milliseconds between looks at the job queue (a job queued on PostgreSQL wakes the workers at once). */
  jobPollMs: number
  /** Background jobs one instance runs at once. */
  jobConcurrency: number
  requestTimeoutMs: number
  shutdownGraceMs: number
  /** On SIGTERM, how long /readyz says "draining" while requests are still taken, before the port closes. */
  shutdownDrainMs: number
  /** Which reverse proxies' X-Forwarded-For is believed for the client's address (per-client limits, the sign-in throttle). */
  trustProxy: TrustProxy
  logLevel: string
  /**
   * Which requests get a log line: 'notable' (failures other than 401 and 404, slow requests and
   * staff writes) or 'all' (every request, one line each).
   */
  logRequests: LogRequests
  /** Refusing new requests while the event loop is overloaded (http/overload.ts); 0 turns a check off. */
  overload: OverloadConfig
  /** Folder of the built public site served at /, when it exists. */
  webDist: string
  /** What the public site reads at run time (addresses of the header and footer, the login page). */
  site: SiteSettings
  /** Folder of the built staff console served at /console/, when it exists. */
  consoleDist: string
  staff: StaffConfig
  mail: MailConfig
  /** Days after a conference's last day its registrations and their files are kept. */
  registrationRetentionDays: number
  /**
   * What the link checker may reach although it lies outside the public internet (LINK_CHECK_ALLOW:
   * host names, addresses, CIDR blocks); nothing by default, so no link can make the server knock on
   * the institute's own network (docs/links.md).
   */
  linkCheckAllow: LinkAllowance
  /** Where stored files live: `dir` (the files folder of DATA_DIR) or `s3` (the object store of `s3`). */
  fileStore: FileStoreKind
  /** The S3-compatible object store: the file store with FILE_STORE=s3, and the copy command's other side. */
  s3: S3Config
  /** Folder the daily backup writes its archives to; '' turns the daily backup off. */
  backupDir: string
  /** Archives of the daily backup kept in backupDir, the newest. */
  backupKeep: number
  /**
   * The secret every archive is signed with (BACKUP_KEY, or the file BACKUP_KEY_FILE names); a restore
   * refuses an archive not signed with it. '' writes archives unsigned (docs/backup.md).
   */
  backupKey: string
  /** When the daily backup runs: HH:MM on the clocks of SITE_TIMEZONE (BACKUP_TIME). */
  backupTime: string
  /**
   * Days a stored file's bytes are kept after the last row naming it is gone (DELETED_FILE_KEEP_DAYS),
   * so a database recovered to a moment in that window finds its files; 0 removes them at once.
   */
  deletedFileKeepDays: number
  /**
   * What a scraper on another machine sends as `Authorization: Bearer …` to read /metrics; '' lets
   * only this machine read them. The metrics name routes, job kinds and the backup's state, which are
   * nobody else's business, and a request nginx forwards looks local, so it never counts as local.
   */
  metricsToken: string
}

export type FileStoreKind = 'dir' | 's3'

export interface StatsConfig {
  /** Seconds between two writes of the hits counted in memory (a crash loses at most these). */
  flushSeconds: number
  /** Page views one client address may send per minute; past it they are refused, not counted. */
  rateLimit: number
}

export type LogRequests = 'notable' | 'all'

/** When new requests are refused before any work is done on them; 0 in a field turns its check off. */
export interface OverloadConfig {
  /** Mean event-loop delay over a sample, in ms, above which new requests are refused. */
  maxEventLoopDelayMs: number
  /** Share of a sample the event loop was busy (0 to 1) above which new requests are refused. */
  maxEventLoopUtilization: number
  /** Milliseconds between two readings of the event loop; 0 turns shedding off altogether. */
  sampleMs: number
  /** A request that waited longer than this, in ms, for the busy event loop to get to it is refused. */
  maxWaitMs: number
}

/*
 * Defaults chosen by measurement (bench/overload-bench.ts, docs/benchmarks.md "Overload"), uncached
 * public reads on two shared cores. At saturation the loop is busy nearly all the time, at the peak
 * as much as when overloaded (a 0.9 utilisation limit refused thousands of requests from 16 clients
 * that were merely keeping it busy), so utilisation is off by default. The plugin's verdict holds
 * for a whole sample, and a sample in which the loop never turned reads as infinite delay: with
 * 100 ms samples any 100 ms stall (the first requests after a start, a cold query on a busy
 * machine) refused normal traffic, 18 of 20 cached reads in a test. 500 ms samples with a 200 ms
 * limit refused nothing at the peak and act only on an overload that lasts; the price is that the
 * requests they let in queue longer (accepted p99 1.9 s at 2× the peak, against 0.4–0.8 s with
 * 100 ms samples and 4–5 s without shedding). The wait limit refuses request by request instead;
 * 500 ms refused nothing of 16 clients at the peak, whose passes over the ready sockets took up to
 * 215 ms on the embedded database.
 */
const OVERLOAD_DEFAULTS: OverloadConfig = { maxEventLoopDelayMs: 200, maxEventLoopUtilization: 0, sampleMs: 500, maxWaitMs: 500 }

/** An S3-compatible object store (AWS S3, MinIO, Ceph RGW, Aliyun OSS, Tencent COS). */
export interface S3Config {
  /** The store's address, e.g. https://oss-cn-beijing.aliyuncs.com; '' for AWS (the region names it). */
  endpoint: string
  region: string
  bucket: string
  /** Key prefix every object is stored under: '' or ending with '/' (e.g. `ibr/`). */
  prefix: string
  /** '' for both: the SDK's own chain (AWS_* variables, an instance role). */
  accessKeyId: string
  secretAccessKey: string
  /** Bucket in the path (http://host/bucket/key) rather than in the host name: MinIO, Ceph RGW. */
  forcePathStyle: boolean
}

/** Outgoing mail. */
export interface MailConfig {
  /** smtp:// or smtps:// with the account, e.g. smtp://user:pass@smtp.example.edu:587; '' keeps every message in the outbox. */
  smtpUrl: string
  /** The From of every message: a name and an address, or an address. */
  from: string
  /** Who hears of each new fault report and feedback message (HELPDESK_NOTIFY); none when empty. */
  helpdeskNotify: string[]
}

/** Who the site's messages come from when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Institute for Brain Research <no-reply@localhost>'

/** Staff sign-in and sessions. */
export interface StaffConfig {
  /** The site's external address (no trailing slash), e.g. https://www.example.edu; '' when not set. */
  publicUrl: string
  /** The CAS server's prefix (no trailing slash), e.g. https://sso.example.edu/cas; '' turns single sign-on off. */
  casUrl: string
  /** Whether user names and passwords are accepted (LOCAL_LOGIN=0: single sign-on only). */
  localLogin: boolean
  /** A CAS attribute whose values grant roles at each sign-in, through casRoleMap. */
  casRoleAttribute: string
  /** Attribute value → role code (e.g. {"staff-editor": 10}). */
  casRoleMap: Record<string, number>
  /** Milliseconds a CAS validation may take. */
  casTimeoutMs: number
  idleMinutes: number
  maxHours: number
  /** Days a preview link of a draft works. */
  previewDays: number
  /** Sign-in throttling (auth/login-throttle.ts): free failures per (name, address) pair; failures per address before each pair from it gets one; the window. */
  loginLimitAccount: number
  loginLimitAddress: number
  loginWindowMinutes: number
}

type Env = Record<string, string | undefined>

export { loadEnvFile } from './env-file.js'

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = []
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]
    if (raw === undefined || raw === '') return fallback
    const n = Number(raw)
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`)
      return fallback
    }
    return n
  }
  const bool = (name: string, fallback: boolean): boolean => {
    const raw = env[name]
    if (raw === undefined || raw === '') return fallback
    if (['1', 'true', 'yes'].includes(raw)) return true
    if (['0', 'false', 'no'].includes(raw)) return false
    problems.push(`${name} must be true or false, got "${raw}"`)
    return fallback
  }
  const str = (name: string, fallback: string): string => env[name] || fallback

  const product = str('PRODUCT', DEFAULT_PRODUCT)
  if (!/^[a-z][a-zA-Z0-9]{0,15}$/.test(product))
    problems.push(`PRODUCT must be letters and digits starting with a lower-case letter, got "${product}"`)
  const databaseUrl = str('DATABASE_URL', '')
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must start with postgres:// or postgresql://')
  const timeZone = str('SITE_TIMEZONE', 'Asia/Shanghai')
  try {
    new Intl.DateTimeFormat('en', { timeZone })
  } catch {
    problems.push(`SITE_TIMEZONE is not a time zone: "${timeZone}"`)
  }

  const config: Config = {
    port: int('PORT', 3000, 0, 65535),
    host: str('HOST', '0.0.0.0'),
    dataDir: resolve(str('DATA_DIR', './data')),
    databaseUrl,
    product,
    seedDemo: bool('SEED_DEMO', true),
    uploadMaxBytes: int('UPLOAD_MAX_BYTES', UPLOAD_MAX_BYTES_DEFAULT, 1024, 1024 * 1024 * 1024),
    bodyLimitBytes: int('BODY_LIMIT_BYTES', 256 * 1024, 1024, 16 * 1024 * 1024),
    uploadRateLimit: int('UPLOAD_RATE_LIMIT', 20, 1, 100000),
    formRateLimit: int('FORM_RATE_LIMIT', 10, 1, 100000),
    searchRateLimit: int('SEARCH_RATE_LIMIT', 120, 1, 10000000),
    stats: { flushSeconds: int('STATS_FLUSH_SECONDS', 5, 1, 300), rateLimit: int('STATS_RATE_LIMIT', 300, 1, 1000000) },
    draftTtlHours: int('DRAFT_TTL_HOURS', 24, 1, 24 * 365),
    cacheTtlSeconds: int('CACHE_TTL_SECONDS', 60, 0, 86400),
    cacheMaxMb: int('CACHE_MAX_MB', 64, 1, 4096),
    sectionCacheSeconds: int('SECTION_CACHE_SECONDS', 30, 0, 86400),
    listKeywordTimeoutMs: int('LIST_KEYWORD_TIMEOUT_MS', 250, 1, 60000),
    timeZone,
    jobPollMs: int('JOB_POLL_MS', 1000, 50, 600000),
    jobConcurrency: int('JOB_CONCURRENCY', 2, 1, 64),
    requestTimeoutMs: int('REQUEST_TIMEOUT_MS', 60000, 1000, 600000),
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 10000, 100, 600000),
    shutdownDrainMs: int('SHUTDOWN_DRAIN_MS', 0, 0, 600000),
    trustProxy: trustProxySetting(env.TRUST_PROXY, problems),
    logLevel: str('LOG_LEVEL', 'info'),
    logRequests: logRequests(env, problems),
    overload: overloadConfig(env, problems),
    webDist: resolve(str('WEB_DIST', new URL('../../web/dist', import.meta.url).pathname)),
    site: siteSettings(env, product, problems),
    consoleDist: resolve(str('CONSOLE_DIST', new URL('../../console/dist', import.meta.url).pathname)),
    staff: staffConfig(env, int, bool, problems),
    mail: mailConfig(env, problems),
    registrationRetentionDays: int('REGISTRATION_RETENTION_DAYS', REGISTRATION_RETENTION_DAYS_DEFAULT, 0, 3650),
    linkCheckAllow: parseLinkAllowance(env.LINK_CHECK_ALLOW, problems),
    backupDir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : '',
    backupKeep: int('BACKUP_KEEP', 14, 1, 3650),
    backupKey: backupKeySetting(env, problems),
    backupTime: str('BACKUP_TIME', '02:00'),
    deletedFileKeepDays: int('DELETED_FILE_KEEP_DAYS', 14, 0, 3650),
    metricsToken: str('METRICS_TOKEN', ''),
    fileStore: 'dir',
    s3: s3Config(env, bool, problems),
  }
  if (!parseDailyTime(config.backupTime))
    problems.push(`BACKUP_TIME must be a time of day as HH:MM (00:00 to 23:59) on the clocks of SITE_TIMEZONE, got "${config.backupTime}"`)
  // A short token can be guessed by trying; whitespace would not survive the Authorization header.
  if (config.metricsToken && !/^[\x21-\x7e]{16,}$/.test(config.metricsToken))
    problems.push('METRICS_TOKEN must be at least 16 printable characters without spaces (e.g. `openssl rand -hex 24`)')
  const fileStore = str('FILE_STORE', 'dir')
  if (fileStore === 'dir' || fileStore === 's3') config.fileStore = fileStore
  else problems.push(`FILE_STORE must be dir or s3, got "${fileStore}"`)
  if (config.fileStore === 's3') problems.push(...missingS3Settings(config.s3).map((name) => `${name} must be set when FILE_STORE=s3`))
  // The public site's 401 goes to the same single sign-on as the console.
  if (config.staff.casUrl) config.site.ssoLoginUrl = `${config.staff.casUrl}/login`
  // The site shows the upload limit before a visitor picks a file.
  config.site.uploadMaxBytes = config.uploadMaxBytes
  config.site.timeZone = config.timeZone
  if (problems.length) throw new Error(`Invalid configuration:\n  - ${problems.join('\n  - ')}`)
  return config
}

type IntReader = (name: string, fallback: number, min: number, max: number) => number
type BoolReader = (name: string, fallback: boolean) => boolean

function staffConfig(env: Env, int: IntReader, bool: BoolReader, problems: string[]): StaffConfig {
  const address = (name: string): string => {
    const raw = (env[name] ?? '').trim()
    if (!raw) return ''
    if (!isWebAddress(raw)) {
      problems.push(`${name} must be an http:// or https:// address, got "${raw}"`)
      return ''
    }
    return raw.replace(/\/+$/, '')
  }
  const publicUrl = address('PUBLIC_URL')
  if (publicUrl && new URL(publicUrl).pathname !== '/') problems.push('PUBLIC_URL must be the site root, with no path')
  const casUrl = address('CAS_URL')
  if (casUrl && !publicUrl) problems.push('PUBLIC_URL must be set when CAS_URL is: the service addresses sent to CAS are built from it')
  const localLogin = bool('LOCAL_LOGIN', true)
  if (!localLogin && !casUrl) problems.push('LOCAL_LOGIN=0 needs CAS_URL: nobody could sign in')
  let casRoleMap: Record<string, number> = {}
  const rawMap = env.CAS_ROLE_MAP
  if (rawMap) {
    try {
      const parsed: unknown = JSON.parse(rawMap)
      const valid = [10, 21, 40, 999999]
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object')
      for (const [value, code] of Object.entries(parsed)) {
        if (!valid.includes(Number(code))) throw new Error(`"${value}" maps to ${String(code)}, not a role code (10, 21, 40, 999999)`)
        casRoleMap[value] = Number(code)
      }
    } catch (error) {
      problems.push(`CAS_ROLE_MAP must be a JSON object from attribute value to role code: ${(error as Error).message}`)
      casRoleMap = {}
    }
  }
  const casRoleAttribute = env.CAS_ROLE_ATTRIBUTE ?? ''
  if (Object.keys(casRoleMap).length > 0 && !casRoleAttribute) problems.push('CAS_ROLE_MAP needs CAS_ROLE_ATTRIBUTE')
  return {
    publicUrl,
    casUrl,
    localLogin,
    casRoleAttribute,
    casRoleMap,
    casTimeoutMs: int('CAS_TIMEOUT_MS', 10000, 100, 60000),
    idleMinutes: int('STAFF_IDLE_MINUTES', 60, 1, 24 * 60),
    maxHours: int('STAFF_MAX_HOURS', 12, 1, 24 * 30),
    previewDays: int('PREVIEW_DAYS', 7, 1, 365),
    loginLimitAccount: int('LOGIN_LIMIT_ACCOUNT', 5, 1, 1000),
    loginLimitAddress: int('LOGIN_LIMIT_ADDRESS', 30, 1, 100000),
    loginWindowMinutes: int('LOGIN_LIMIT_MINUTES', 15, 1, 24 * 60),
  }
}

function logRequests(env: Env, problems: string[]): LogRequests {
  const raw = env.LOG_REQUESTS
  if (raw === undefined || raw === '' || raw === 'notable') return 'notable'
  if (raw === 'all') return 'all'
  problems.push(`LOG_REQUESTS must be notable or all, got "${raw}"`)
  return 'notable'
}

/**
 * Unlike the other settings, an empty value here turns the check off rather than meaning the
 * default: `OVERLOAD_MAX_EVENT_LOOP_DELAY_MS=` in a .env file reads as "no limit", which is what a
 * person clearing the value means.
 */
function overloadConfig(env: Env, problems: string[]): OverloadConfig {
  const read = (name: string, fallback: number, max: number, whole: boolean): number => {
    const raw = env[name]
    if (raw === undefined) return fallback
    if (raw.trim() === '') return 0
    const n = Number(raw)
    if (!Number.isFinite(n) || n < 0 || n > max || (whole && !Number.isInteger(n))) {
      problems.push(`${name} must be ${whole ? 'a whole number' : 'a number'} from 0 (off) to ${max}, got "${raw}"`)
      return fallback
    }
    return n
  }
  const sampleMs = read('OVERLOAD_SAMPLE_MS', OVERLOAD_DEFAULTS.sampleMs, 60_000, true)
  // under-pressure's event-loop histogram ticks every 10 ms: a shorter sample would hold no reading.
  if (sampleMs > 0 && sampleMs < 10) problems.push(`OVERLOAD_SAMPLE_MS must be 0 (off) or from 10 to 60000, got "${sampleMs}"`)
  return {
    maxEventLoopDelayMs: read('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', OVERLOAD_DEFAULTS.maxEventLoopDelayMs, 60_000, true),
    maxEventLoopUtilization: read('OVERLOAD_MAX_EVENT_LOOP_UTILIZATION', OVERLOAD_DEFAULTS.maxEventLoopUtilization, 1, false),
    sampleMs,
    maxWaitMs: read('OVERLOAD_MAX_WAIT_MS', OVERLOAD_DEFAULTS.maxWaitMs, 60_000, true),
  }
}

function mailConfig(env: Env, problems: string[]): MailConfig {
  const smtpUrl = (env.SMTP_URL ?? '').trim()
  if (smtpUrl) {
    let url: URL | undefined
    try {
      url = new URL(smtpUrl)
    } catch {
      // Said below; the value itself is not repeated, since it may hold a password.
    }
    if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname)
      problems.push('SMTP_URL must be an smtp:// or smtps:// address with a host, e.g. smtp://user:password@smtp.example.edu:587')
  }
  const from = (env.MAIL_FROM ?? '').trim() || DEFAULT_MAIL_FROM
  const parsed = addressparser(from, { flatten: true })
  if (parsed.length !== 1 || !/^[^@\s]+@[^@\s]+$/.test(parsed[0]!.address))
    problems.push(`MAIL_FROM must be one address, e.g. "Institute for Brain Research <no-reply@example.edu>", got "${from}"`)
  const helpdeskNotify = (env.HELPDESK_NOTIFY ?? '')
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  for (const address of helpdeskNotify) {
    if (!EMAIL.test(address)) problems.push(`HELPDESK_NOTIFY must be e-mail addresses separated by commas, got "${address}"`)
  }
  return { smtpUrl, from, helpdeskNotify }
}

/** The S3 settings a store cannot be reached without (empty when none is missing). */
export function missingS3Settings(s3: S3Config): string[] {
  return [!s3.bucket && 'S3_BUCKET', !s3.region && 'S3_REGION'].filter((name) => name !== false)
}

function s3Config(env: Env, bool: BoolReader, problems: string[]): S3Config {
  const value = (name: string) => (env[name] ?? '').trim()
  const endpoint = value('S3_ENDPOINT').replace(/\/+$/, '')
  if (endpoint && !isWebAddress(endpoint)) problems.push(`S3_ENDPOINT must be an http:// or https:// address, got "${endpoint}"`)
  const region = value('S3_REGION')
  if (region && !/^[A-Za-z0-9-]{1,64}$/.test(region)) problems.push(`S3_REGION must be a region name such as us-east-1, got "${region}"`)
  const bucket = value('S3_BUCKET')
  // Loose enough for older Ceph and OSS buckets with capitals or underscores; what names a path or a host is refused.
  if (bucket && !/^[A-Za-z0-9][A-Za-z0-9._-]{1,253}[A-Za-z0-9]$/.test(bucket))
    problems.push(`S3_BUCKET must be a bucket name (letters, digits, dots, hyphens), got "${bucket}"`)
  const rawPrefix = value('S3_PREFIX').replace(/^\/+/, '')
  const prefix = rawPrefix && !rawPrefix.endsWith('/') ? `${rawPrefix}/` : rawPrefix
  if (prefix.split('/').some((part) => part === '.' || part === '..') || /[\p{Cc}\\]/u.test(prefix) || prefix.includes('//'))
    problems.push(`S3_PREFIX must be key segments separated by /, got "${rawPrefix}"`)
  const accessKeyId = value('S3_ACCESS_KEY_ID')
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY')
  // The secret itself is never repeated in a message.
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left empty for the SDK’s own credentials)')
  return { endpoint, region, bucket, prefix, accessKeyId, secretAccessKey, forcePathStyle: bool('S3_FORCE_PATH_STYLE', false) }
}

function siteSettings(env: Env, product: string, problems: string[]): SiteSettings {
  const site: SiteSettings = { ...SITE_SETTINGS_DEFAULTS, product }
  for (const key of Object.keys(SITE_SETTINGS_ENV) as (keyof typeof SITE_SETTINGS_ENV)[]) {
    const name = SITE_SETTINGS_ENV[key]
    const value = env[name]
    if (key === 'product' || value === undefined || value === '') continue
    if (key.endsWith('Url') && !isWebAddress(value)) problems.push(`${name} must be an http:// or https:// address, got "${value}"`)
    else if (key.endsWith('Src') && !isWebAddress(value) && !isSiteImageSrc(value))
      problems.push(`${name} must be an http(s) address or /file/image/{id}, got "${value}"`)
    else site[key] = value
  }
  return site
}

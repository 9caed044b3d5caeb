import { resolve } from 'node:path'
import { DEFAULT_PRODUCT, UPLOAD_MAX_BYTES_DEFAULT, type SiteSettings } from '@ibr/contract'
import { REGISTRATION_RETENTION_DAYS_DEFAULT } from '@ibr/contract/staff'
import { backupKeySetting } from './backup/backup-key.js'
import { envReaders, type Env } from './config/env-readers.js'
import { mailConfig, type MailConfig } from './config/mail-config.js'
import { missingS3Settings, s3Config, type S3Config } from './config/s3-config.js'
import { siteSettings } from './config/site-config.js'
import { staffConfig, type StaffConfig } from './config/staff-config.js'
import { logRequests, overloadConfig, type LogRequests, type OverloadConfig } from './config/traffic-config.js'
import { parseDailyTime } from './jobs/daily-time.js'
import { parseLinkAllowance, type LinkAllowance } from './net/address-guard.js'
import { trustProxySetting, type TrustProxy } from './trust-proxy.js'

// Each area's settings are read by its reader under config/; this file assembles them into Config.
export { DEFAULT_MAIL_FROM, type MailConfig } from './config/mail-config.js'
export { missingS3Settings, type S3Config } from './config/s3-config.js'
export type { StaffConfig } from './config/staff-config.js'
export type { LogRequests, OverloadConfig } from './config/traffic-config.js'

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

export { loadEnvFile } from './env-file.js'

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = []
  const { int, bool, str } = envReaders(env, problems)
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

import type { SITE_IMAGE_SETTINGS } from '@ibr/contract'
import type { MediaUsageCopy, MediaUsageEntity, MediaUsageField } from '@ibr/contract/staff'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DB } from '../../db/schema.js'

/** A test on one row: does this field name the file (by its id, or by an address that holds it)? */
type Match = (fileId: string) => RawBuilder<unknown>

/**
 * Rows that may name a library file, read as `id`, `title_zh`, `title_en` and the columns the matches
 * test; what each field of the row is called in the usage list, and how it names a file.
 */
interface FileHolder {
  entity: MediaUsageEntity
  copy: MediaUsageCopy
  rows: RawBuilder<unknown>
  fields: Partial<Record<MediaUsageField, Match>>
}

/** A column holding a file id. */
const equals =
  (column: string): Match =>
  (id) =>
    sql`${sql.ref(column)} = ${id}`
/** Text (rich text, a link, JSON) that holds the id anywhere: an embedded image or video, a download address. */
const contains =
  (...columns: string[]): Match =>
  (id) =>
    sql`(${sql.join(
      columns.map((c) => sql`strpos(${sql.ref(c)}::text, ${id}) > 0`),
      sql` or `,
    )})`
const both = (name: string) => [`${name}_zh`, `${name}_en`]

/** A table's own rows, titled by the given bilingual column. */
const publicRows = (table: string, title: string) =>
  title === 'title'
    ? sql`select * from ${sql.table(table)}`
    : sql`select *, ${sql.ref(`${title}_zh`)} as title_zh, ${sql.ref(`${title}_en`)} as title_en from ${sql.table(table)}`

/**
 * A record kind's working copies (table record_draft), the document's values read into the columns
 * its public table has, so one list of fields serves both copies: column name → path in the document.
 */
const workingRows = (entity: string, title: string, columns: Record<string, string>) => {
  const read = (column: string, path: string) => sql`doc #>> ${`{${path}}`} as ${sql.id(column)}`
  return sql`select record_id as id, ${read('title_zh', `zh,${title}`)}, ${read('title_en', `en,${title}`)},
    ${sql.join(Object.entries(columns).map(([column, path]) => read(column, path)))}
    from record_draft where entity = ${entity}`
}
/** The document's bilingual rich text, under the public table's column names. */
const docText = (...names: string[]) =>
  Object.fromEntries(names.flatMap((n) => [`${n}_zh`, `${n}_en`].map((c, i) => [c, `${i ? 'en' : 'zh'},${n}`])))

const TEAM = { photo: equals('photo_id'), body: contains(...both('bio'), ...both('interests')) }
const FACILITY = { picture: equals('picture_id'), body: contains(...both('intro')), link: contains('booking_url') }
const FAQ = { body: contains(...both('answer')) }
const QUICK_LINK = { link: contains('url') }
const CONFERENCE = {
  picture: equals('picture_id'),
  body: contains(...both('summary'), ...both('traffic'), ...both('fee'), ...both('notice')),
  form: contains('form_fields'),
  mailTemplates: contains('mail_templates'),
}

/** The header's and footer's images, by setting, and what the usage list calls each. */
const SITE_IMAGE_FIELDS: Record<keyof typeof SITE_IMAGE_SETTINGS, MediaUsageField> = {
  logoImage: 'logo',
  partnerLogoImage: 'partnerLogo',
  qrImage: 'qrCode',
}
const siteImage =
  (key: string): Match =>
  (id) =>
    sql`(key = ${key} and value = ${id})`
const imageKeys = Object.keys(SITE_IMAGE_FIELDS)

/**
 * Every place a library file can be named, the one list both the usage list (media/get) and the
 * delete check read: a file any of these name is in use. Public rows and working copies (what the
 * editor will publish) count; revisions (history) and a person's autosaved copy (unsaved, and
 * checked again when saved) do not. Files that are not the library's (a registrant's upload, a fault
 * report's screenshot) are private and go with their rows. A new column that can hold a file id or
 * address belongs here; media-usage.test.ts fails for a foreign key to `file` missing from it.
 */
export const FILE_HOLDERS: readonly FileHolder[] = [
  {
    entity: 'article',
    copy: 'public',
    // Titles from the working copy when there is one (the public row's are empty for a language not yet published).
    rows: sql`select a.id, coalesce(d.title_zh, a.title_zh) as title_zh, coalesce(d.title_en, a.title_en) as title_en,
      a.picture_id, a.picture_vertical_id, a.video_id, a.body_zh, a.body_en, a.out_link
      from article a left join article_draft d on d.article_id = a.id`,
    fields: {
      picture: equals('picture_id'),
      pictureVertical: equals('picture_vertical_id'),
      video: equals('video_id'),
      attachments: (id) => sql`exists (select 1 from article_file af where af.article_id = id and af.file_id = ${id})`,
      body: contains(...both('body')),
      link: contains('out_link'),
    },
  },
  {
    entity: 'article',
    copy: 'working',
    rows: sql`select article_id as id, title_zh, title_en, doc from article_draft`,
    fields: {
      picture: (id) => sql`doc->>'pictureId' = ${id}`,
      pictureVertical: (id) => sql`doc->>'pictureVerticalId' = ${id}`,
      video: (id) => sql`doc->>'videoId' = ${id}`,
      attachments: (id) => sql`doc->'attachments' @> jsonb_build_array(${id}::text)`,
      body: (id) => sql`(strpos(doc->'zh'->>'body', ${id}) > 0 or strpos(doc->'en'->>'body', ${id}) > 0)`,
      link: (id) => sql`strpos(doc->>'outLink', ${id}) > 0`,
    },
  },
  {
    entity: 'menu',
    copy: 'public',
    rows: publicRows('menu', 'name'),
    fields: { picture: equals('picture_id'), body: contains(...both('intro')), link: contains('out_link') },
  },
  { entity: 'banner', copy: 'public', rows: publicRows('image', 'title'), fields: { image: equals('file_id'), link: contains('link') } },
  {
    entity: 'researchArea',
    copy: 'public',
    rows: publicRows('research_area', 'name'),
    fields: { picture: equals('picture_id'), body: contains(...both('intro')) },
  },
  { entity: 'team', copy: 'public', rows: publicRows('team', 'name'), fields: TEAM },
  {
    entity: 'team',
    copy: 'working',
    rows: workingRows('team', 'name', { photo_id: 'photoId', ...docText('bio', 'interests') }),
    fields: TEAM,
  },
  { entity: 'facility', copy: 'public', rows: publicRows('facility', 'name'), fields: FACILITY },
  {
    entity: 'facility',
    copy: 'working',
    rows: workingRows('facility', 'name', { picture_id: 'pictureId', booking_url: 'bookingUrl', ...docText('intro') }),
    fields: FACILITY,
  },
  { entity: 'faq', copy: 'public', rows: publicRows('faq', 'question'), fields: FAQ },
  { entity: 'faq', copy: 'working', rows: workingRows('faq', 'question', docText('answer')), fields: FAQ },
  { entity: 'quickLink', copy: 'public', rows: publicRows('quick_link', 'name'), fields: QUICK_LINK },
  { entity: 'quickLink', copy: 'working', rows: workingRows('quickLink', 'name', { url: 'url' }), fields: QUICK_LINK },
  { entity: 'meeting', copy: 'public', rows: publicRows('meeting', 'title'), fields: CONFERENCE },
  {
    entity: 'meeting',
    copy: 'working',
    rows: workingRows('conference', 'title', {
      picture_id: 'pictureId',
      form_fields: 'formFields',
      mail_templates: 'mailTemplates',
      ...docText('summary', 'traffic', 'fee', 'notice'),
    }),
    fields: CONFERENCE,
  },
  {
    entity: 'siteSettings',
    copy: 'public',
    // One thing with no id or title of its own: the presenter names it.
    rows: sql`select 0 as id, '' as title_zh, '' as title_en, key, value from site_setting`,
    fields: {
      ...Object.fromEntries(Object.entries(SITE_IMAGE_FIELDS).map(([key, field]) => [field, siteImage(key)])),
      // Any other setting (an address in the footer) that holds the file's download address.
      link: (id) => sql`(key not in (${sql.join(imageKeys)}) and strpos(value, ${id}) > 0)`,
    },
  },
]

/** One place a file is found: the row, its titles, the fields that name the file, which copy. */
export interface UsageRow {
  entity: MediaUsageEntity
  id: number
  title_zh: string
  title_en: string
  fields: MediaUsageField[]
  copy: MediaUsageCopy
}

/** The holder's rows that name the file, each with the names of the fields that do (array_remove drops the others). */
function fromHolder(holder: FileHolder, fileId: string): RawBuilder<unknown> {
  const fields = Object.entries(holder.fields).map(([field, names]) => sql`case when ${names(fileId)} then ${field}::text end`)
  return sql`select ${holder.entity}::text as entity, id, title_zh, title_en,
    array_remove(array[${sql.join(fields)}], null) as fields, ${holder.copy}::text as copy
    from (${holder.rows}) held`
}

/** Every place FILE_HOLDERS lists that names the file, one row per row that does. */
export const usageQuery = (fileId: string) =>
  sql<UsageRow>`select * from (${sql.join(
    FILE_HOLDERS.map((holder) => fromHolder(holder, fileId)),
    sql` union all `,
  )}) used where cardinality(fields) > 0 order by entity, id, copy`

/** Where files are used: every place FILE_HOLDERS lists. Takes a transaction as well as the database. */
export function mediaUsageRepository(db: Kysely<DB>) {
  return {
    async of(fileId: string): Promise<UsageRow[]> {
      return (await usageQuery(fileId).execute(db)).rows
    },
  }
}

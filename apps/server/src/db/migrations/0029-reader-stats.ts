import { sql, type Kysely } from 'kysely'

/**
 * Readers' figures without personal data (modules/stats, docs/statistics.md): counts per day only.
 * `stats_salt` holds each day's random salt and `stats_visitor` the day's visitor hashes, both
 * deleted once the day has closed, so no hash of an earlier day can be recomputed or matched;
 * `stats_daily` keeps views and unique visitors per day and page, referrer host, language and screen
 * class; `stats_search` what the site search was asked and how often it found nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table stats_salt (
    day date primary key,
    salt text not null
  )`.execute(db)
  await sql`create table stats_visitor (
    day date not null,
    page text not null,
    hash text not null,
    primary key (day, page, hash)
  )`.execute(db)
  await sql`create table stats_daily (
    day date not null,
    dim text not null check (dim in ('site', 'page', 'referrer', 'lang', 'screen')),
    key text not null,
    article_id integer,
    views integer not null default 0,
    visitors integer not null default 0,
    primary key (dim, day, key)
  )`.execute(db)
  await sql`create index stats_daily_article on stats_daily (article_id, day) where article_id is not null`.execute(db)
  await sql`create table stats_search (
    day date not null,
    query text not null,
    asks integer not null default 0,
    empty integer not null default 0,
    primary key (day, query)
  )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table stats_search`.execute(db)
  await sql`drop table stats_daily`.execute(db)
  await sql`drop table stats_visitor`.execute(db)
  await sql`drop table stats_salt`.execute(db)
}

import { describe, expect, it } from 'vitest'
import { decodeField, readDataScript, type ScriptItem } from './data-script.js'
import { foreignEntries } from './dump-objects.js'

async function read(lines: string[]): Promise<ScriptItem[]> {
  async function* source() {
    yield* lines
  }
  const items: ScriptItem[] = []
  for await (const item of readDataScript(source())) items.push(item)
  return items
}

describe("pg_restore's data-only script, read as data", () => {
  it('takes COPY blocks and setval, and reads past the session set-up', async () => {
    expect(
      await read([
        '--',
        '\\restrict abc123',
        "SET client_encoding = 'UTF8';",
        "SELECT pg_catalog.set_config('search_path', '', false);",
        'COPY public.faq (id, "order", question_zh) FROM stdin;',
        '1\t\\N\tline one\\nline two\\ttab \\\\ back',
        '\\.',
        "SELECT pg_catalog.setval('public.faq_id_seq', 42, true);",
        '\\unrestrict abc123',
      ]),
    ).toEqual([
      { kind: 'copy', table: 'faq', columns: ['id', 'order', 'question_zh'] },
      { kind: 'row', fields: ['1', null, 'line one\nline two\ttab \\ back'] },
      { kind: 'sequence', name: 'faq_id_seq', value: '42', called: true },
    ])
  })

  it('refuses any other statement, and a COPY into another schema or from a program', async () => {
    for (const line of [
      'CREATE FUNCTION public.take_note() RETURNS trigger LANGUAGE plpgsql AS $$ begin return new; end $$;',
      'COPY pg_catalog.pg_authid (rolname) FROM stdin;',
      "COPY public.faq (id) FROM PROGRAM 'touch /tmp/x';",
      "SELECT pg_catalog.setval('public.faq_id_seq', 1, true); DROP TABLE faq;",
      'SET role = postgres; DROP TABLE faq;',
    ])
      await expect(read([line])).rejects.toThrow(/a statement a backup of this site does not/)
    await expect(read(['COPY public.faq (id) FROM stdin;', '1'])).rejects.toThrow(/ends inside/)
  })

  it('decodes byte escapes within ASCII only', () => {
    expect(decodeField('a\\101\\x42')).toBe('aAB')
    expect(() => decodeField('\\xff')).toThrow(/byte escape/)
  })
})

describe("a dump's table of contents against what the migrations make", () => {
  it('names the entries that are not allowed, whatever their owner', () => {
    const allowed = new Set(['TABLE public faq', 'TABLE DATA public faq', 'EXTENSION - pg_trgm'])
    const list = [
      ';',
      '; Archive created at 2026-12-07 03:36:42 UTC',
      '2; 3079 16893 EXTENSION - pg_trgm ',
      '220; 1259 16446 TABLE public faq ibr',
      '4000; 0 16500 TABLE DATA public faq postgres',
      '318; 1255 16981 FUNCTION public take_note() postgres',
      '3990; 2620 17000 TRIGGER public faq take_note postgres',
      '5; 0 0 EVENT TRIGGER - on_ddl postgres',
    ]
    expect(foreignEntries(list, allowed)).toEqual(['FUNCTION public take_note()', 'TRIGGER public faq take_note', 'EVENT TRIGGER - on_ddl'])
  })
})

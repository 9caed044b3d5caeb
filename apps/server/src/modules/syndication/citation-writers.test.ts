import { describe, expect, it } from 'vitest'
import { readCitations } from '../paper-import/index.js'
import { bibtex, bibtexText, citationKeys } from './bibtex-writer.js'
import type { CitedPaper } from './cited-paper.js'
import { ris, risName } from './ris-writer.js'

const paper = (values: Partial<CitedPaper> = {}): CitedPaper => ({
  title: 'Cortical maps of time',
  authors: ['Xiaoming Wang', 'Ada Lovelace'],
  journal: 'Neuron',
  year: 2026,
  doi: '10.1016/j.neuron.2026.01.001',
  pmid: '38000001',
  url: 'https://www.example.edu/s/researchAchievementpaper/7?lang=en',
  ...values,
})

/** Every special character of both formats, accents, Chinese and typographic punctuation. */
const odd = paper({
  title: 'Odd {braces} \\ 100% & $5 #1 a_b ~x ^y a < b > c “quoted” — 海马体的记忆',
  authors: ['José Müller-Lüdenscheidt', '王小明', 'Ludwig van Beethoven', "Seán O'Brien"],
  journal: 'J. Neuro & Sci_ence (脑科学)',
  year: 2024,
  doi: '10.1000/a_b%c#d<e>;(f)',
  pmid: '123456',
})
const chinese = paper({
  title: '基于钙成像的小鼠海马体位置细胞研究',
  authors: ['李伟', '张三'],
  journal: '科学通报',
  year: 2023,
  doi: null,
  pmid: null,
  url: 'https://www.example.edu/s/researchAchievementpaper/8?lang=zh',
})
const bare = paper({ title: 'A note', authors: [], journal: null, year: null, doi: null, pmid: null })

/** What the importer reads back, in the writer's terms. */
const asRead = (p: CitedPaper) => ({
  title: p.title,
  authors: p.authors,
  journal: p.journal,
  year: p.year === null ? null : String(p.year),
  doi: p.doi,
  pmid: p.pmid,
  url: p.url,
})

describe('BibTeX writer', () => {
  it('escapes every LaTeX special character and keeps other text as UTF-8', () => {
    expect(bibtexText('{ } \\ % & $ # _ ~ ^')).toBe('\\{ \\} \\textbackslash{} \\% \\& \\$ \\# \\_ \\textasciitilde{} \\textasciicircum{}')
    expect(bibtexText('海马体 – Müller')).toBe('海马体 – Müller')
  })

  it('writes an @article with authors joined by "and" and only the fields a paper has', () => {
    expect(bibtex([paper()])).toBe(
      [
        '@article{wang2026cortical,',
        '  author = {Xiaoming Wang and Ada Lovelace},',
        '  title = {Cortical maps of time},',
        '  journal = {Neuron},',
        '  year = {2026},',
        '  doi = {10.1016/j.neuron.2026.01.001},',
        '  pmid = {38000001},',
        '  url = {https://www.example.edu/s/researchAchievementpaper/7?lang=en}',
        '}',
        '',
      ].join('\n'),
    )
    expect(bibtex([bare])).toBe(
      '@article{papernote,\n  title = {A note},\n  url = {https://www.example.edu/s/researchAchievementpaper/7?lang=en}\n}\n',
    )
  })

  it('makes keys from the first author, the year and the first title word, unique in a list', () => {
    expect(citationKeys([odd, chinese])).toEqual(['mullerludenscheidt2024odd', 'paper2023'])
    expect(citationKeys([paper(), paper({ title: 'The cortex' }), paper(), paper({ title: 'Cortical maps again' })])).toEqual([
      'wang2026corticala',
      'wang2026cortex',
      'wang2026corticalb',
      'wang2026corticalc',
    ])
    // A suffixed key never takes a key another paper has of its own.
    expect(citationKeys([paper(), paper({ title: 'Corticala' }), paper()])).toEqual([
      'wang2026corticalb',
      'wang2026corticala',
      'wang2026corticalc',
    ])
  })
})

describe('RIS writer', () => {
  it('writes one tag a line, an AU per author, CR LF line ends, ER closing each reference', () => {
    const text = ris([paper(), chinese])
    expect(text.split('\r\n').slice(0, 12)).toEqual([
      'TY  - JOUR',
      'AU  - Wang, Xiaoming',
      'AU  - Lovelace, Ada',
      'TI  - Cortical maps of time',
      'T2  - Neuron',
      'JO  - Neuron',
      'PY  - 2026',
      'DO  - 10.1016/j.neuron.2026.01.001',
      'AN  - 38000001',
      'UR  - https://www.example.edu/s/researchAchievementpaper/7?lang=en',
      'ER  - ',
      '',
    ])
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(text.match(/^TY {2}- JOUR$/gm)).toHaveLength(2)
    expect(text.endsWith('ER  - \r\n')).toBe(true)
  })

  it('writes names surname first, Chinese and one-word names as they are', () => {
    expect(risName('Ludwig van Beethoven')).toBe('Beethoven, Ludwig van')
    expect(risName('王小明')).toBe('王小明')
    expect(risName('Consortium')).toBe('Consortium')
  })
})

describe('round trip through the paper importer', () => {
  for (const [format, write] of [
    ['bibtex', bibtex],
    ['ris', ris],
  ] as const) {
    it(`reads back every field from ${format}, Chinese and odd characters included`, async () => {
      const papers = [odd, chinese, paper(), bare]
      const read = await readCitations(write(papers))
      expect(read.format).toBe(format)
      expect(read.problems).toEqual([])
      expect(
        read.entries.map(({ title, authors, journal, year, doi, pmid, url }) => ({ title, authors, journal, year, doi, pmid, url })),
      ).toEqual(papers.map(asRead))
    })
  }
})

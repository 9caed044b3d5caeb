import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { readBibtex } from './bibtex-reader.js'
import { abstractHtml, normaliseDoi } from './citation-entry.js'
import { readCitations } from './read-citations.js'
import { readRis } from './ris-reader.js'

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

describe('readBibtex', () => {
  it('reads a reference manager’s export: macros, accents, braces, month names, a Chinese title', async () => {
    const { entries, problems } = await readBibtex(await fixture('articles.bib'))
    expect(entries.map((e) => e.title)).toEqual([
      "Sparse coding of place in the CA1 region of the Müller lab's mice",
      '小鼠前额叶皮层中的工作记忆编码',
      'Deep learning models of cortical computation',
      'A fast two-photon imaging method for in vivo calcium sensors',
    ])
    const [first, chinese, quoted, proceedings] = entries
    expect(first).toMatchObject({
      line: 6,
      authors: ['Jörg Müller', 'Xiaoming Wang', 'María García-López', 'Allen Institute for Brain Science'],
      journal: 'Neuron',
      year: '2024',
      doi: '10.1016/j.neuron.2024.01.017',
      pmid: '38301234',
      url: 'https://www.cell.com/neuron/fulltext/S0896-6273(24)00017-1',
    })
    expect(first!.abstract).toMatch(/5\s000 neurons & found < 10% were stable/)
    expect(first!.keywords).toEqual(expect.arrayContaining(['hippocampus', 'memory']))
    expect(chinese).toMatchObject({ line: 23, authors: ['李伟', '王小明'], journal: '生理学报', year: '2023', pmid: null })
    expect(quoted).toMatchObject({ authors: ['San Zhang', "Patrick O'Neil"], doi: '10.1038/s43588-022-00001-x' })
    expect(proceedings).toMatchObject({ journal: 'Proceedings of Optics in the Life Sciences', authors: ['Yu Chen'], doi: null })
    expect(problems).toEqual([{ line: 48, kind: 'noTitle', detail: 'notitle2020' }])
  })

  it('reports an entry it cannot read with its line, and reads the others', async () => {
    const text = '@article{ok, title={Fine}, year={2020}}\n\n@article{bad, title={Broken\n'
    const { entries, problems } = await readBibtex(text)
    expect(entries.map((e) => e.title)).toEqual(['Fine'])
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ line: 3, kind: 'unreadable' })
  })
})

describe('readRis', () => {
  it('reads a PubMed export: wrapped abstract, PMID, DOI given as an address, names with and without commas', async () => {
    const { entries, problems } = readRis(await fixture('pubmed.ris'))
    expect(problems).toEqual([])
    expect(entries).toHaveLength(2)
    expect(entries[0]).toMatchObject({
      line: 1,
      title: "Microglia prune synapses in a mouse model of Alzheimer's disease",
      authors: ['Xiaoming Wang', 'Fang Liu', 'John A Smith'],
      journal: 'Nature neuroscience',
      year: '2023',
      doi: '10.1038/s41593-022-01234-5',
      pmid: '36600001',
      keywords: ['Alzheimer Disease', 'Microglia'],
    })
    expect(entries[0]!.abstract).toMatch(/shown? that\s+microglia engulf/)
    expect(entries[1]).toMatchObject({ line: 24, authors: ['Zhao L', 'Wang X'], doi: '10.1016/j.neuron.2022.05.001', pmid: '35700002' })
  })

  it('reads an EndNote export with CRLF lines and Chinese text, and reports a reference without its end', async () => {
    const { entries, problems } = readRis(await fixture('endnote.ris'))
    expect(entries).toEqual([
      {
        line: 1,
        title: '斑马鱼幼鱼的睡眠调控环路',
        authors: ['陈晨', 'Jörg Müller'],
        journal: '中国科学：生命科学',
        year: '2021',
        doi: '10.1360/ssv-2021-0001',
        pmid: null,
        abstract: '我们发现了一个调控睡眠的神经环路。',
        url: 'https://example.org/paper/1',
        keywords: [],
      },
    ])
    expect(problems).toEqual([{ line: 12, kind: 'unterminated', detail: '' }])
  })
})

describe('readCitations', () => {
  it('tells the formats apart, RIS first even when an abstract holds an @', async () => {
    expect((await readCitations(await fixture('articles.bib'))).format).toBe('bibtex')
    expect((await readCitations(await fixture('pubmed.ris'))).format).toBe('ris')
    expect((await readCitations('TY  - JOUR\nTI  - Mail me @home{x}\nER  - \n')).format).toBe('ris')
  })

  it('refuses a text that is neither, naming the text', async () => {
    await expect(readCitations('Wang X. A paper. Neuron 2020.')).rejects.toThrow(
      expect.objectContaining({ code: 'badRequest', field: 'text' }),
    )
  })
})

describe('values', () => {
  it('normalises DOIs: no resolver, no doi:, lower case', () => {
    expect(normaliseDoi('https://doi.org/10.1016/J.CELL.2020.01.001')).toBe('10.1016/j.cell.2020.01.001')
    expect(normaliseDoi('http://dx.doi.org/10.1/X')).toBe('10.1/x')
    expect(normaliseDoi('doi: 10.1/Y')).toBe('10.1/y')
    expect(normaliseDoi('  ')).toBeNull()
  })

  it('makes an abstract paragraphs of escaped text', () => {
    expect(abstractHtml('First <b>bold</b> & more.\n\nSecond\nline.')).toBe(
      '<p>First &lt;b&gt;bold&lt;/b&gt; &amp; more.</p><p>Second line.</p>',
    )
    expect(abstractHtml(null)).toBe('')
  })
})

/**
 * A minimal single-page PDF (A4, Helvetica) with a title and a few lines of text. Helvetica is one of
 * the fonts every PDF reader carries, so nothing is embedded; it only covers Latin-1, hence the
 * ASCII-only text (the Chinese wording lives in the article, the attachment is its English summary).
 */
export function makePdf(title: string, lines: readonly string[]): Buffer {
  const ascii = (s: string) =>
    s
      .replace(/[\u2013\u2014]/g, '-')
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[\u201c\u201d]/g, '"')
      .replace(/[^\x20-\x7e]/g, '?')
      .replace(/([\\()])/g, '\\$1')
  const text: string[] = ['BT', '/F2 18 Tf', '56 780 Td', `(${ascii(title)}) Tj`, '/F1 11 Tf', '0 -34 Td', '15 TL']
  for (const line of lines) text.push(`(${ascii(line)}) '`)
  text.push('ET')
  // A thin rule under the title, in the institute's teal.
  const stream = `0.06 0.49 0.55 RG 1 w 56 768 m 539 768 l S\n${text.join('\n')}`

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${ascii(title)}) /Producer (IBR demo seed) >>`,
  ]
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

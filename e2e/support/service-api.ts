/** What the service office's public API answers, as service.test.ts checks its pages against it. */
export interface Faq {
  id: number
  question: string
  answer: string
}

export interface QuickLink {
  id: number
  group: string
  name: string
  url: string
}

/** The first run of text in server HTML, as the page shows it. */
export const firstWords = (html: string) =>
  (/>([^<]+)</.exec(html)?.[1] ?? html)
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim()
    .slice(0, 20)

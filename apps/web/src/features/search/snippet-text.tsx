import type { ReactNode } from 'react'

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)

/**
 * A result's snippet as React nodes: the server escapes the text and wraps matches in <mark>; only
 * those marks become elements, everything else is text, so no markup of the content can run.
 */
export function SnippetText({ html }: { html: string }): ReactNode {
  return html.split(/(<mark>[^<]*<\/mark>)/).map((part, i) => {
    const marked = /^<mark>([^<]*)<\/mark>$/.exec(part)
    return marked ? <mark key={i}>{decode(marked[1]!)}</mark> : decode(part)
  })
}

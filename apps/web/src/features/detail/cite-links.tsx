import { CITE } from '@ibr/contract/paths'
import { CitationFiles } from '../../components/citation-files/citation-files'
import { currentLang } from '../../i18n'
import { messages } from './messages'

/** "Cite: BibTeX · RIS": a published paper's citation file in the reader's language, for a reference manager. */
export function CiteLinks({ id }: { id: number }) {
  return (
    <CitationFiles
      data-cite=""
      label={messages.t('labelled', { label: messages.t('cite') })}
      hint={messages.t('citeHint')}
      href={(format) => `${CITE.paper(id, format)}?lang=${currentLang}`}
    />
  )
}

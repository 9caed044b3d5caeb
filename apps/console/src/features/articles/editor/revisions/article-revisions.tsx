import { STAFF_API, type ArticleEditable, type RevisionRow } from '@ibr/contract/staff-client'
import { RevisionsPanel } from '../../../../components/revisions/revisions-panel'
import { messages as revisions } from '../../../../components/revisions/messages'
import { useMessages } from '../../../../i18n/use-t'
import { fieldOfFailure } from '../../doc-fields'
import { fieldLabel } from '../../field-labels'
import { RevisionCompare } from './revision-compare'
import { revisionAction } from './revision-action'
import { messages } from '../../messages'
import { messages as editorMessages } from '../messages'
import { messages as shared } from '../../../../i18n/shared/messages'

interface ArticleRevisionsProps {
  article: ArticleEditable
  dirty: boolean
  sectionNames: ReadonlyMap<number, string>
  onRestore: (revision: number) => Promise<boolean>
}

/** The item's revisions in the shared panel: the server names the fields each one changed and compares any two. */
export function ArticleRevisions({ article, dirty, sectionNames, onRestore }: ArticleRevisionsProps) {
  const t = useMessages(messages, editorMessages, shared, revisions)
  return (
    <RevisionsPanel<RevisionRow>
      id={article.id}
      version={article.version}
      path={STAFF_API.articleRevisions}
      describe={(r) => ({
        by: r.by.name,
        at: r.at,
        action: revisionAction(r, t),
        fields: r.fields.map((name) => {
          const path = fieldOfFailure(name)
          return path ? fieldLabel(path, t) : name
        }),
      })}
      compare={(older, newer) => <RevisionCompare id={article.id} from={older.revision} to={newer.revision} sectionNames={sectionNames} />}
      mayRestore
      dirty={dirty}
      onRestore={onRestore}
    />
  )
}

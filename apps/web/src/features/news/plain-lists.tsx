import type { ArticleSummary } from '@ibr/contract'
import { ArticleList } from '../../components/article-list/article-list'
import { ListShell } from '../../components/list-shell/list-shell'
import { MetaLine } from './meta-line'
import { messages } from './messages'
import type { ArticleListState } from '../../lib/use-article-list'
import { withSiteZone } from '../../lib/site-time'

/** Notices: title, date and the office that issued them. */
export function NoticeList({ list }: { list: ArticleListState }) {
  const meta = (item: ArticleSummary) => <MetaLine fields={[{ name: 'source', label: messages.t('source'), value: item.source }]} />
  return <ListShell list={list}>{(items) => <ArticleList items={items} meta={meta} />}</ListShell>
}

/** Academic events: when and where each takes place. */
export function AcademicList({ list }: { list: ArticleListState }) {
  const meta = (item: ArticleSummary) => (
    <MetaLine
      fields={[
        {
          name: 'eventTime',
          label: messages.t('event.time'),
          value: item.eventTime && <time dateTime={item.eventTime.replace(' ', 'T')}>{withSiteZone(item.eventTime)}</time>,
        },
        { name: 'location', label: messages.t('event.location'), value: item.location },
      ]}
    />
  )
  return <ListShell list={list}>{(items) => <ArticleList items={items} meta={meta} />}</ListShell>
}

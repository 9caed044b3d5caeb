import type { Key } from 'react-aria-components'
import { useSearchParams } from 'react-router'
import { PageHeading } from '../../components/page-heading/page-heading'
import { Tab, TabList, TabPanel, Tabs } from '../../components/tabs/tabs'
import { useMessages } from '../../i18n/use-t'
import { useDocumentTitle } from '../../lib/use-document-title'
import { AccessRequests } from './access-requests'
import { UserAccounts } from './user-accounts'
import { messages } from './messages'
import { messages as shared } from '../../i18n/shared/messages'

type UsersTab = 'accounts' | 'requests'

/** Staff accounts, and the people who tried to sign in without one; the tab is part of the address. */
export function UsersPage() {
  const t = useMessages(messages, shared)
  useDocumentTitle(t('users.title'))
  const [params, setParams] = useSearchParams()
  const tab: UsersTab = params.get('tab') === 'requests' ? 'requests' : 'accounts'
  const choose = (key: Key) =>
    setParams((current) => {
      const out = new URLSearchParams(current)
      if (key === 'requests') out.set('tab', 'requests')
      else out.delete('tab')
      return out
    })
  return (
    <>
      <PageHeading>{t('users.title')}</PageHeading>
      <Tabs selectedKey={tab} onSelectionChange={choose}>
        <TabList label={t('users.tabs')}>
          <Tab id="accounts">{t('users.tabAccounts')}</Tab>
          <Tab id="requests">{t('users.tabRequests')}</Tab>
        </TabList>
        <TabPanel id="accounts">
          <UserAccounts />
        </TabPanel>
        <TabPanel id="requests">
          <AccessRequests />
        </TabPanel>
      </Tabs>
    </>
  )
}

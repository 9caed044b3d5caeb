import { API } from '@ibr/contract/paths'
import { RichText } from '../../components/rich-text/rich-text'
import { useApi } from '../../lib/use-api'

/** The menu entry's own introduction, when it has one. */
export function SectionIntro({ menuId }: { menuId: number }) {
  const { data } = useApi(API.menu, { id: menuId })
  return data?.menu.intro ? <RichText html={data.menu.intro} /> : null
}

import { STAFF_API } from '@ibr/contract/staff-client'
import { useEffect } from 'react'
import { useLang } from '../i18n/use-t'
import { useStaffMutation } from './use-staff-mutation'

/**
 * Tells the server the language the console is used in, when the signed-in frame opens and at each
 * switch: the person's notification mail is written in it. Nothing on screen depends on the answer.
 */
export function useRememberLang() {
  const lang = useLang()
  const { mutate } = useStaffMutation(STAFF_API.accountLanguage, { invalidates: [] })
  useEffect(() => {
    mutate({ language: lang })
  }, [lang, mutate])
}

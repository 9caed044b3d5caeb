import { translate, type Params } from '@ibr/ui/translate'
import { currentLang } from './lang'

/**
 * A feature's own catalogue: its Chinese texts, the English ones with exactly the same keys (the
 * type insists, and catalogues.test.ts checks every `messages.ts` at run time too), and a `t` for
 * them. Features keep their strings beside their code, and a lazy page's strings load with it.
 */
export function defineMessages<K extends string>(zh: Record<K, string>, en: Record<K, string>) {
  return {
    zh,
    en,
    t: (key: K, params?: Params): string => translate({ zh, en }, currentLang, key, params),
  }
}

import { detailType, sectionTemplates } from '@ibr/contract/templates'
import { settings } from './settings'

const section = sectionTemplates(settings.product)

/** Every address the site links to, built in one place (menu pages come from the menu list itself). */
export const paths = {
  home: () => '/home',
  newsList: () => `/${section.news}/news`,
  academicList: () => `/${section.news}/academic`,
  paperList: () => `/${section.research}/paper`,
  detail: (type: string, id: number | string) => `/detail/${encodeURIComponent(type)}/${id}`,
  paperDetail: (id: number | string) => paths.detail(detailType(section.research, 'paper'), id),
  service: (page?: string) => (page ? `/service/${page}` : '/service'),
  privacy: () => '/privacy',
  /** A report's private status page: the key is the permission. */
  ticket: (ticket: string, key: string) => `/service/ticket/${encodeURIComponent(ticket)}/${encodeURIComponent(key)}`,
  /** A registration's private page and its printable receipt: the key is the permission. */
  registration: (code: string, key: string) => `/registration/${encodeURIComponent(code)}/${encodeURIComponent(key)}`,
  registrationReceipt: (code: string, key: string) => `${paths.registration(code, key)}/receipt`,
  teamDetail: (type: string, id: number | string, name: string) =>
    `/teamDetail/${encodeURIComponent(type)}/${id}/${encodeURIComponent(name)}`,
} as const

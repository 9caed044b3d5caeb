// @vitest-environment happy-dom
import { STAFF_API } from '@ibr/contract/staff-client'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { langStore } from '../../../i18n/lang'
import { fakeFetch, success } from '../../../test/fake-fetch'
import { renderWithClient } from '../../../test/render-with-client'
import { ApproveDialog } from './approve-dialog'
import { editableArticle } from '../test-article'
import { resetScreenBetweenTests } from '../../../test/render-route'
import { mediaFile } from '../../../test/media-file'

const image = (id: string, name: string, altZh: string, altEn: string) => mediaFile(id, name, { altZh, altEn, uploadedBy: null })
const cover = image('PPPPPPPPPPPPPPPPPPPPP1', 'cover.png', '封面', '')
const inBody = image('QQQQQQQQQQQQQQQQQQQQQ2', 'figure.png', '', '')
const described = image('RRRRRRRRRRRRRRRRRRRRR3', 'described.png', '图', 'Figure')
const library = [cover, inBody, described]

/** The library as the server answers a search by id; every other call as queued. */
function serve() {
  const server = fakeFetch({ [STAFF_API.mediaUpdate]: success({ file: { ...cover, altEn: 'The cover' } }) })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) !== STAFF_API.mediaList) return server.fetch(input, init)
    const { search } = JSON.parse(String(init?.body)) as { search: string }
    const list = library.filter((f) => f.id === search)
    return success({ total: list.length, list })
  })
  return server
}

resetScreenBetweenTests()

const article = editableArticle(
  { states: { zh: 'review', en: 'review' }, may: { write: true, review: true, approveOwn: false } },
  {
    'zh.title': '标题',
    'en.title': 'Title',
    pictureId: cover.id,
    'zh.body': `<p><img src="/file/image/${inBody.id}" alt=""><img src="/file/image/${described.id}" alt="图"></p>`,
  },
)

describe('approving an item whose images lack alt text', () => {
  it('names each image by its file name with its alt-text fields, and approves once they are given', async () => {
    const server = serve()
    const onApprove = vi.fn().mockResolvedValue(true)
    renderWithClient(<ApproveDialog article={article} isOpen onOpenChange={() => undefined} problem={null} onApprove={onApprove} />)
    const notice = await screen.findByRole('region', { name: 'Images without alt text' })
    expect(within(notice).getByText(/2 image\(s\) of this item have no alt text in both languages/)).toBeTruthy()
    const coverAlt = within(notice).getByRole('group', { name: 'Alt text of cover.png' })
    expect(within(notice).getByRole('group', { name: 'Alt text of figure.png' })).toBeTruthy()
    expect(within(notice).queryByRole('group', { name: 'Alt text of described.png' })).toBeNull()
    expect(notice.textContent).not.toContain(cover.id)
    expect((within(coverAlt).getByRole('textbox', { name: /^Alt text \(Chinese\)/ }) as HTMLInputElement).value).toBe('封面')

    fireEvent.change(within(coverAlt).getByRole('textbox', { name: /^Alt text \(English\)/ }), { target: { value: 'The cover' } })
    fireEvent.click(within(coverAlt).getByRole('button', { name: 'Save the alt text' }))
    await waitFor(() => expect(within(notice).queryByRole('group', { name: 'Alt text of cover.png' })).toBeNull())
    expect(server.to(STAFF_API.mediaUpdate)[0]!.body).toMatchObject({ id: cover.id, altZh: '封面', altEn: 'The cover' })
    expect(within(notice).getByText(/1 image\(s\) of this item/)).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(onApprove).toHaveBeenCalledWith(['zh', 'en']))
  })

  it('says nothing when every image has its alt text, in Chinese too', async () => {
    langStore.set({ lang: 'zh' })
    serve()
    const plain = editableArticle({ states: { zh: 'review', en: 'review' } }, { 'zh.title': '标题', pictureId: described.id })
    renderWithClient(<ApproveDialog article={plain} isOpen onOpenChange={() => undefined} problem={null} onApprove={vi.fn()} />)
    await screen.findByRole('dialog', { name: '批准并发布' })
    await waitFor(() => expect(screen.queryByRole('region', { name: '缺少替代文字的图片' })).toBeNull())
  })
})

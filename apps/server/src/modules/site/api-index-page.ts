import { API } from '@ibr/contract'

/** One line per call, for the page / shows until the public site is built. */
const CALLS: [path: string, zh: string, en: string][] = [
  [API.test, '健康检查', 'health: status, version, database, migration level'],
  [API.menuList, '菜单树', 'the whole menu tree'],
  [API.menu, '单个菜单及其介绍', 'one menu entry with its children and intro'],
  [API.homeNews, '首页新闻、科研进展、亮点', 'home page blocks: latest, research, style'],
  [API.articleList, '栏目列表（分页、搜索、分类）', "a section's page of items (paging, search, category)"],
  [API.articlePicked, '置顶内容', 'pinned items of a section'],
  [API.articleDetail, '内容详情', 'one item in full, with attachments and neighbours'],
  [API.researchList, '研究方向、团队、平台、论文', 'research areas, teams, facilities, papers'],
  [API.researchDetail, '团队或平台详情', 'one team or core facility'],
  [API.meetingSummary, '会议概况', "a conference's overview"],
  [API.meetingSign, '会议报名须知与表单', 'registration terms and form'],
  [API.meetingSchedule, '会议日程', 'schedule of one day'],
  [API.meetingTagList, '会议日期标签', 'the conference days'],
  [API.meetingImageAddress, '会场图片与地址', 'venue pictures and address'],
  [API.meetingRegister, '会议报名', 'register for a conference'],
  [API.imageUrl, '横幅图片', 'banner images of a section (home without menuId)'],
  [API.calendarMonth, '学术日历（月）', 'academic calendar of a month'],
  [API.calendarDay, '学术日历（日）', 'academic events of a day'],
  [API.faultSubmit, '故障报修', 'report a fault'],
  [API.feedbackSubmit, '意见建议', 'send a suggestion or feedback'],
  [API.faqList, '常见问题', 'common questions'],
  [API.linkList, '快速链接', 'quick links'],
  [API.fileUpload, '上传文件（multipart）', 'upload a file (multipart); answers a draft id and token'],
  [API.fileDelete, '删除草稿文件', 'delete a draft upload with its token'],
  [API.fileDownloadPost, '下载文件（blob）', 'download a file as a blob'],
]

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

export function apiIndexPage(version: string): string {
  const rows = CALLS.map(
    ([path, zh, en]) => `<tr><td><code>POST ${escape(path)}</code></td><td>${escape(zh)}</td><td>${escape(en)}</td></tr>`,
  ).join('')
  return `<!doctype html><html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>脑科学研究所 API · Institute for Brain Research API</title>
<style>body{font:16px/1.6 system-ui,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#13233a}
h1{color:#0b2a4a;font-size:1.5rem}table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #dde5ee;padding:.4rem .6rem;vertical-align:top}code{color:#0f7c8c}</style></head>
<body><h1>脑科学研究所 API · Institute for Brain Research API <small>v${escape(version)}</small></h1>
<p>每个调用均为 POST，JSON 请求体带 <code>lang</code>（zh 或 en）；成功时返回 <code>{"code":"success","retMap":{…}}</code>。<br>
Every call is POST with a JSON body carrying <code>lang</code> (zh or en); success answers <code>{"code":"success","retMap":{…}}</code>.
Images: <code>GET /file/image/{id}?w=640</code>; attachments: <code>GET /file/common/download/{id}</code>.</p>
<table>${rows}</table></body></html>`
}

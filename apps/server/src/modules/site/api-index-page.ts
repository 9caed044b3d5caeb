import { API, CALL_SPECS } from '@ibr/contract'
import { DOCS_PATH, OPENAPI_PATH, OTHER_ROUTES } from '../../http/api-reference.js'

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

export function apiIndexPage(version: string): string {
  const calls: [string, string][] = [
    ...Object.entries(CALL_SPECS).map(([path, spec]) => [`POST ${path}`, spec.summary] as [string, string]),
  ]
  calls.push([`POST ${API.fileUpload}`, OTHER_ROUTES[API.fileUpload]!.summary])
  const rows = calls.map(([call, summary]) => `<tr><td><code>${escape(call)}</code></td><td>${escape(summary)}</td></tr>`).join('')
  return `<!doctype html><html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>脑科学研究所 API · Institute for Brain Research API</title>
<style>body{font:16px/1.6 system-ui,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#13233a}
h1{color:#0b2a4a;font-size:1.5rem}table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #dde5ee;padding:.4rem .6rem;vertical-align:top}code{color:#0f7c8c}</style></head>
<body><h1>脑科学研究所 API · Institute for Brain Research API <small>v${escape(version)}</small></h1>
<p>每个调用均为 POST，JSON 请求体带 <code>lang</code>（zh 或 en）；成功时返回 <code>{"code":"success","retMap":{…}}</code>。<br>
Every call is POST with a JSON body carrying <code>lang</code> (zh or en); success answers <code>{"code":"success","retMap":{…}}</code>.
Images: <code>GET /file/image/{id}?w=640</code>; attachments: <code>GET /file/common/download/{id}</code>.</p>
<p>完整参考（请求体、返回、错误码）· The full reference (bodies, answers, failure codes):
<a href="${DOCS_PATH}/">${DOCS_PATH}</a> · OpenAPI 3.1: <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a></p>
<table>${rows}</table></body></html>`
}

import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { STAFF_API } from '@ibr/contract/staff'
import { afterAll, describe, expect, it } from 'vitest'
import { selfSignedCertificate } from '../tools/certificate.js'
import { BROTLI_MODULE, ensureNginx, NGINX_BIN } from '../tools/nginx-install.js'
import { writeConfig } from '../tools/nginx-process.js'
import { renderSite, renderUpstream, ROOT, SITE_DEFAULTS, type SiteOptions } from '../tools/nginx-site.js'
import { markDown, upstreamServers } from '../tools/upstream-file.js'

const dir = mkdtempSync(join(tmpdir(), 'ibr-deploy-site-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** What an operator passes to `npm run deploy:nginx`. */
const production: SiteOptions = {
  ...SITE_DEFAULTS,
  serverName: 'www.example.edu',
  certificate: '/etc/letsencrypt/live/www.example.edu/fullchain.pem',
  certificateKey: '/etc/letsencrypt/live/www.example.edu/privkey.pem',
  upstreams: ['127.0.0.1:3001', '10.0.0.7:3001'],
  brotli: true,
}

describe('the nginx site file', () => {
  it('fills every placeholder with the operator’s values', () => {
    const site = renderSite(production)
    expect(site).not.toMatch(/\{\{\w+\}\}/)
    expect(site).toContain('upstream ibr {\n')
    expect(site).toMatch(/^ {4}include \/etc\/nginx\/ibr-upstream\.conf;$/m)
    expect(renderUpstream(production)).toMatch(/^server 127\.0\.0\.1:3001 max_conns=16;\nserver 10\.0\.0\.7:3001 max_conns=16;\n$/m)
    expect(site).toContain('    listen 443 ssl http2;\n    listen [::]:443 ssl http2;\n')
    expect(site).toContain('    listen 80;\n    listen [::]:80;\n')
    expect(site).toContain('return 301 https://www.example.edu$request_uri;')
    expect(site).toContain('ssl_certificate /etc/letsencrypt/live/www.example.edu/fullchain.pem;')
    expect(site).toContain(`alias ${ROOT}/apps/web/dist/assets/;`)
    expect(site).toContain(`include ${ROOT}/deploy/nginx/ibr-read-calls.conf;`)
    expect(site.match(/^\s*brotli_static on;$/gm)).toHaveLength(2)
  })

  it('lets the largest upload and its multipart envelope through, the media library’s larger files on their own path', () => {
    const site = renderSite({ ...production, uploadMaxBytes: 20 * 1024 * 1024 })
    // 20 MB + 64 KB of envelope: a file over the limit still reaches the server, which refuses it in the request's language.
    expect(site).toMatch(/^ {4}client_max_body_size 20544k;$/m)
    expect(site).toContain(`location = ${STAFF_API.mediaUpload} {\n        client_max_body_size 204864k;`)
  })

  it('bounds the requests nginx gives each instance at a time, unless told not to', () => {
    expect(renderUpstream({ ...production, maxConnsPerInstance: 16 })).toContain('\nserver 127.0.0.1:3001 max_conns=16;\n')
    expect(renderUpstream({ ...production, maxConnsPerInstance: 0 })).toContain('\nserver 127.0.0.1:3001;\n')
  })

  it('marks one instance down in the upstream file and back, keeping its other parameters (deploy:upgrade)', () => {
    const file = renderUpstream(production)
    const down = markDown(file, '10.0.0.7:3001', true)
    expect(down).toContain('\nserver 127.0.0.1:3001 max_conns=16;\nserver 10.0.0.7:3001 max_conns=16 down;\n')
    expect(upstreamServers(down)).toEqual([
      { address: '127.0.0.1:3001', down: false },
      { address: '10.0.0.7:3001', down: true },
    ])
    expect(markDown(down, '10.0.0.7:3001', true)).toBe(down)
    expect(markDown(down, '10.0.0.7:3001', false)).toBe(file)
    expect(() => markDown(file, '127.0.0.1:3009', true)).toThrow('the upstream file has no "server 127.0.0.1:3009" line')
  })

  it('keeps the port of a non-standard HTTPS address in the redirect', () => {
    const site = renderSite({ ...production, httpsListen: ['127.0.0.1:8443'] })
    expect(site).toContain('return 301 https://www.example.edu:8443$request_uri;')
  })

  it('names the module it leaves out without Brotli', () => {
    const site = renderSite({ ...production, brotli: false })
    expect(site).not.toMatch(/^\s*brotli_static/m)
    expect(site).toContain('# brotli_static: module not installed (libnginx-mod-http-brotli-static)')
  })

  it('refuses a value that would change the configuration, naming it', () => {
    expect(() => renderSite({ ...production, serverName: 'www.example.edu; return 200' })).toThrow(/^host: /)
    expect(() => renderSite({ ...production, certificate: 'fullchain.pem' })).toThrow(/^certificate: .* absolute path/)
    expect(() => renderSite({ ...production, upstreams: ['10.0.0.7'] })).toThrow(/^upstream: "10.0.0.7" is not host:port/)
    expect(() => renderSite({ ...production, httpsListen: ['[::]'] })).toThrow(/^listen: /)
    expect(() => renderSite({ ...production, uploadMaxBytes: 12.5 })).toThrow(/^UPLOAD_MAX_BYTES: /)
    expect(() => renderSite({ ...production, maxConnsPerInstance: Number('many') })).toThrow(/^max conns: /)
    expect(() => renderSite({ ...production, maxConnsPerInstance: -1 })).toThrow(/^max conns: /)
    expect(() => renderSite({ ...production, upstreamFile: 'ibr-upstream.conf' })).toThrow(/^upstream file: .* absolute path/)
  })

  it('refuses a template whose placeholders and values do not match', () => {
    const template = readFileSync(new URL('../nginx/ibr-site.conf.template', import.meta.url), 'utf8')
    expect(() => renderSite(production, `${template}\n# {{unknown}}\n`)).toThrow('template: unknown placeholder {{unknown}}')
    expect(() => renderSite(production, template.replace('{{read_timeout}}', '90s'))).toThrow('template: no place for read_timeout')
  })

  for (const brotli of [true, false]) {
    it(`passes nginx -t without a warning ${brotli ? 'with' : 'without'} the brotli_static module`, () => {
      const install = ensureNginx()
      if (brotli) expect(install.brotliModule).toBe(BROTLI_MODULE)
      const runDir = mkdtempSync(join(dir, 'check-'))
      const certificate = selfSignedCertificate(runDir)
      const args = writeConfig(
        runDir,
        { bin: NGINX_BIN, brotliModule: brotli ? install.brotliModule : null },
        {
          ...production,
          certificate: certificate.certificate,
          certificateKey: certificate.key,
        },
      )
      const check = spawnSync(NGINX_BIN, ['-t', ...args], { encoding: 'utf8' })
      expect(check.status, check.stderr).toBe(0)
      expect(check.stderr).not.toMatch(/\[(warn|emerg|alert|crit)\]/)
      expect(readFileSync(join(runDir, 'ibr-site.conf'), 'utf8').includes('brotli_static on;')).toBe(brotli)
    })
  }
})

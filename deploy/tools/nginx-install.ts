/**
 * Debian's nginx and, when Debian ships it, its brotli_static module (libnginx-mod-http-brotli-static,
 * in Debian since bookworm): with it nginx sends the build's `.br` files to browsers that take
 * Brotli; without it they get the `.gz` ones (gzip_static is built into Debian's nginx).
 */
import { existsSync } from 'node:fs'
import { aptInstall, aptKnows, dpkgInstalled } from './debian-packages.js'

export const NGINX_BIN = '/usr/sbin/nginx'
export const BROTLI_PACKAGE = 'libnginx-mod-http-brotli-static'
/** Where Debian's package puts the module; Debian's nginx.conf loads it from modules-enabled/. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

export interface NginxInstall {
  bin: string
  /** The brotli_static module's file, or null when it is not installed (and Debian does not ship it). */
  brotliModule: string | null
}

/** Installs what is missing and says what there is. */
export function ensureNginx(): NginxInstall {
  const missing: string[] = []
  if (!existsSync(NGINX_BIN)) missing.push('nginx')
  if (!existsSync(BROTLI_MODULE) && !dpkgInstalled(BROTLI_PACKAGE) && aptKnows(BROTLI_PACKAGE)) missing.push(BROTLI_PACKAGE)
  if (missing.length > 0) {
    console.log(`> missing: ${missing.join(', ')}; installing with apt-get`)
    aptInstall(missing)
  }
  if (!existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} still missing after installing nginx`)
  return { bin: NGINX_BIN, brotliModule: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : null }
}

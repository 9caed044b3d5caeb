/**
 * The site's rule file and scrape job added to a Prometheus configuration someone else owns
 * (Debian's /etc/prometheus/prometheus.yml, with its `prometheus` and `node` jobs): what it has is
 * kept, comments included; the site's part is added once, and replaced on the next run rather than
 * added again. Debian 12's Prometheus (2.42) has no `scrape_config_files`, so the job has to go into
 * the one file.
 */
import { isMap, isScalar, isSeq, parseDocument, type Document, type YAMLMap, type YAMLSeq } from 'yaml'

/** What the operator says about the site's instances. */
export interface SiteScrape {
  /** Every instance's own address, host:port (not nginx's). */
  targets: string[]
  /** A file holding METRICS_TOKEN, for Prometheus on another machine. */
  tokenFile?: string
}

/** Said above the site's job, for whoever edits the file by hand. */
const MARK = 'The site’s instances: written by `npm run deploy:prometheus` (docs/operations.md); run it again rather than editing this job.'

const TARGET = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/

/** The addresses of `--targets`, checked; throws naming the ones that are not host:port. */
export function parseTargets(raw: string): string[] {
  const targets = raw
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
  const bad = targets.filter((t) => !TARGET.test(t))
  if (targets.length === 0 || bad.length)
    throw new Error(
      `--targets must list every instance as host:port, separated by commas (127.0.0.1:3001,127.0.0.1:3002)${bad.length ? `, not "${bad.join('", "')}"` : ''}`,
    )
  return targets
}

function parse(text: string, what: string): Document {
  const doc = parseDocument(text)
  const error = doc.errors[0]
  if (error) throw new Error(`${what} is not valid YAML: ${error.message}`)
  if (doc.contents !== null && !isMap(doc.contents)) throw new Error(`${what} is not a Prometheus configuration (its top is not a mapping)`)
  return doc
}

/** The list under `key`, made when the configuration has none (Debian's `rule_files:` holds only comments). */
function listOf(doc: Document, key: string, what: string): YAMLSeq {
  const found: unknown = doc.get(key, true)
  if (isSeq(found)) return found
  if (found !== undefined && !(isScalar(found) && found.value === null)) throw new Error(`${what}: ${key} is not a list`)
  const list = doc.createNode([]) as YAMLSeq
  doc.set(key, list)
  return list
}

const jobName = (node: unknown) => (isMap(node) ? String(node.get('job_name')) : undefined)

/**
 * `config` with the rule files and scrape jobs of `fragment` (deploy/prometheus/ibr-scrape.yml) in
 * it, the site's job aimed at `site.targets`. A rule file already listed stays as it is; a job of the
 * same name is replaced where it stands; everything else is left alone.
 */
export function mergePrometheusConfig(config: string, fragment: string, site: SiteScrape, what = 'the configuration'): string {
  const doc = parse(config, what)
  if (doc.contents === null) doc.contents = doc.createNode({}) as YAMLMap
  const ours = parse(fragment, 'the site’s scrape file')

  const rules = listOf(doc, 'rule_files', what)
  for (const file of ours.toJS().rule_files as string[])
    if (!rules.items.some((item) => isScalar(item) && item.value === file)) rules.add(doc.createNode(file))

  const jobs = listOf(doc, 'scrape_configs', what)
  for (const ourJob of (ours.get('scrape_configs', true) as YAMLSeq).items) {
    const job = (ourJob as YAMLMap).clone() as YAMLMap
    job.setIn(['static_configs', 0, 'targets'], doc.createNode(site.targets, { flow: true }))
    if (site.tokenFile) job.set('authorization', doc.createNode({ credentials_file: site.tokenFile }))
    job.spaceBefore = true
    job.commentBefore = ` ${MARK}`
    const at = jobs.items.findIndex((node) => jobName(node) === jobName(job))
    if (at === -1) jobs.add(job)
    else jobs.items[at] = job
  }
  return doc.toString({ lineWidth: 0 })
}

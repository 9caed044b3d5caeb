// An S3 server in its own process for the tests, on 127.0.0.1, storing in a folder; prints
// `{"port":…}` once it listens and stops on SIGTERM. Usage:
//   node --openssl-legacy-provider s3-server-child.mjs <folder> <bucket> [s3rver|verifying]
// s3rver 3 pages ListObjectsV2 with DES continuation tokens, which OpenSSL 3 keeps in its legacy
// provider: hence the flag, and the separate process (a test worker cannot turn it on). `verifying`
// runs the maintained fork, which checks signatures (see docs/files.md, "The test server").
const [directory, bucket, kind = 's3rver'] = process.argv.slice(2)
// s3rver writes an upload to a staging file; when the client aborts it (a copy that found a blob's
// bytes wrong stops sending) and the staging folder is gone, that stream's error is unhandled and
// would end the server every later test of the file uses. Said on stderr, the server goes on.
process.on('uncaughtException', (error) => process.stderr.write(`s3 test server: ${error.message}\n`))
const { default: S3rver } = await import(kind === 'verifying' ? '@20minutes/s3rver' : 's3rver')
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
const { port } = await server.run()
process.stdout.write(`${JSON.stringify({ port })}\n`)
process.on('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  )
})

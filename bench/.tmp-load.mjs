import autocannon from 'autocannon'
const [port, seconds='8', path='/api/home/news', body='{"type":"latest","limit":4,"lang":"zh"}'] = process.argv.slice(2)
const r = await autocannon({ url: `http://127.0.0.1:${port}`, connections: 100, duration: Number(seconds), method: 'POST', headers: {'content-type':'application/json'}, body, requests:[{method:'POST', path}] })
console.log(path, Math.round(r['2xx']/r.duration), 'req/s p99', r.latency.p99, 'non2xx', r.non2xx)

/**
 * One autocannon run, printed as JSON: `node bench/load.mjs '{"url":…,"connections":…,"duration":…,"headers":{…}}'`.
 * bench/api.ts runs it under Node when Node is there (else Bun): autocannon is a Node tool, and under Bun
 * its HTTP parser spends markedly more of the shared CPU reading each answer (every body is turned
 * into a string), which counts against larger answers. Plain JavaScript so Node runs it as it is.
 */
import autocannon from 'autocannon'

const options = JSON.parse(process.argv[2])
const result = await autocannon(options)
console.log(
  JSON.stringify({
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
  }),
)

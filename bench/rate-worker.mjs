// Open-loop load generator for bench/exam.ts, run in a worker thread (plain JavaScript: tsx's
// loader does not reach workers). Request i of `variants` is sent at start + i / rate seconds,
// whatever happened to earlier ones, and its latency is measured from that intended time (so a
// stalled server shows up as latency, not as a lower send rate: no coordinated omission).
//
// workerData: { rate, variants: [{ url, headers, body }] }. Posts back { latencies: number[] (ms,
// successful only), series: [offset ms, latency ms][], errors, elapsed (s), bodies?: unknown[]
// (when keepBodies) }.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { rate, variants, keepBodies } = workerData;

function ok(status, json) {
  if (status !== 200 || json === null || typeof json !== 'object') return false;
  if (json.errors !== undefined) return false;
  return json.success === true || json.data !== undefined;
}

const latencies = [];
/** [intended send offset ms, latency ms] of every successful request, for per-second views. */
const series = [];
const bodies = [];
let errors = 0;
const start = performance.now();
const pending = [];
for (let i = 0; i < variants.length; i++) {
  const due = start + (i * 1000) / rate;
  const wait = due - performance.now();
  if (wait > 1) await new Promise((r) => setTimeout(r, wait));
  const v = variants[i];
  pending.push(
    fetch(v.url, { method: 'POST', headers: v.headers, body: v.body })
      .then(async (res) => {
        const json = await res.json();
        if (ok(res.status, json)) {
          latencies.push(performance.now() - due);
          series.push([due - start, performance.now() - due]);
        } else errors++;
        if (keepBodies) bodies[i] = json;
      })
      .catch(() => {
        errors++;
      }),
  );
}
await Promise.all(pending);
parentPort.postMessage({
  latencies,
  series,
  errors,
  elapsed: (performance.now() - start) / 1000,
  bodies,
});

// Load generator for bench/run.ts, run in a worker thread so that the client does not share the
// event loop with the server under test. Plain JavaScript: tsx's loader does not reach workers.
//
// workerData: { seconds, warmupMs, concurrency, check: 'rest' | 'gql', variants: [{ url, headers,
// body }] }. Loop w's request i uses variants[(w + i * concurrency) % variants.length]. Posts back
// { latencies: number[] (ms, successful requests only), errors, elapsed (s) }.
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const { seconds, warmupMs, concurrency, check, variants } = workerData;

function ok(status, json) {
  if (status !== 200 || json === null || typeof json !== 'object') return false;
  if (check === 'gql') return json.errors === undefined && json.data?.me?.id !== undefined;
  return json.success === true;
}

async function once(w, i) {
  const v = variants[(w + i * concurrency) % variants.length];
  try {
    const res = await fetch(v.url, { method: 'POST', headers: v.headers, body: v.body });
    return ok(res.status, await res.json());
  } catch {
    return false;
  }
}

async function run(durationMs, record) {
  const start = performance.now();
  const until = start + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, w) => {
      for (let i = 0; performance.now() < until; i++) {
        const t0 = performance.now();
        const good = await once(w, i);
        record(good, performance.now() - t0);
      }
    }),
  );
  return (performance.now() - start) / 1000;
}

await run(warmupMs, () => {});
const latencies = [];
let errors = 0;
const elapsed = await run(seconds * 1000, (good, ms) => {
  if (good) latencies.push(ms);
  else errors++;
});
parentPort.postMessage({ latencies, errors, elapsed });

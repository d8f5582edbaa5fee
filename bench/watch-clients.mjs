// The clients of bench/watch.ts, in their own process (plain JavaScript, forked) so that the
// server's memory and event loop are measured alone. Talks to its parent over IPC:
//   parent -> { type: 'start', url, examId, learners: [{ userId, token, paperId, quIds }],
//               proctors: [token], pingMs, seconds, saveRate, rampPerSecond }
//   child  -> { type: 'connected', ... } once every socket is open (the parent then measures
//             memory and answers { type: 'load' }), then { type: 'done', ... } with the figures
//             (the parent answers { type: 'bye' } and the clients close and exit).
// Latency "save -> proctor": from the fill-answer request's send to a proctor's receipt of its
// progress event (every proctor's receipt is one sample); "publish -> proctor": from the event's
// server timestamp (`at`) to the receipt.
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

const WATCH = `subscription($examId: ID!) { examWatchEvents(examId: $examId) {
  kind userId at answered total } }`;

const send = (m) => process.send(m);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

const cfg = await new Promise((resolve) => process.once('message', resolve));
const wsUrl = cfg.url.replace('http', 'ws');

// --- proctors --------------------------------------------------------------------------------
const saveLatencies = [];
const publishLatencies = [];
const onlineLatencies = [];
/** userId -> send time of the learner's save awaiting its progress event. */
const pendingSave = new Map();
/** userId -> open time of the learner's socket awaiting its online event. */
const pendingOnline = new Map();
let proctorMessages = 0;

async function openProctor(token) {
  const socket = new WebSocket(`${wsUrl}/graphql`, 'graphql-transport-ws');
  await new Promise((res, rej) => {
    socket.once('open', res);
    socket.once('error', rej);
  });
  let acked;
  const ack = new Promise((r) => (acked = r));
  socket.on('message', (data) => {
    const at = now();
    const msg = JSON.parse(data.toString());
    if (msg.type === 'connection_ack') return acked();
    if (msg.type !== 'next') return;
    const e = msg.payload?.data?.examWatchEvents;
    if (e == null) return;
    proctorMessages++;
    publishLatencies.push(at - Date.parse(e.at));
    if (e.kind === 'progress') {
      const t0 = pendingSave.get(e.userId);
      if (t0 !== undefined) saveLatencies.push(at - t0);
    } else if (e.kind === 'online') {
      const t0 = pendingOnline.get(e.userId);
      if (t0 !== undefined) onlineLatencies.push(at - t0);
    }
  });
  socket.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
  await ack;
  socket.send(
    JSON.stringify({
      id: 'w',
      type: 'subscribe',
      payload: { query: WATCH, variables: { examId: cfg.examId } },
    }),
  );
  return socket;
}

const proctors = [];
for (const token of cfg.proctors) proctors.push(await openProctor(token));
await sleep(500);

// --- learners --------------------------------------------------------------------------------
let pongs = 0;
let pings = 0;
let alerts = 0;
const pingRtts = [];
let closedEarly = 0;
const learnerSockets = [];

function openLearner(l) {
  return new Promise((resolve, reject) => {
    const url = `${wsUrl}/api/socket/exam/${l.userId}/${cfg.examId}/pc?token=${l.token}`;
    const socket = new WebSocket(url);
    let pingAt = 0;
    socket.once('open', () => {
      pendingOnline.set(l.userId, now());
      // Pings every pingMs from a random offset, as pages opened at different times do.
      const first = setTimeout(() => {
        const ping = () => {
          if (socket.readyState !== WebSocket.OPEN) return;
          pingAt = performance.now();
          pings++;
          socket.send('ping');
        };
        ping();
        socket.timer = setInterval(ping, cfg.pingMs);
      }, Math.random() * cfg.pingMs);
      socket.once('close', () => {
        clearTimeout(first);
        clearInterval(socket.timer);
        if (!socket.ending) closedEarly++;
      });
      resolve(socket);
    });
    socket.once('error', reject);
    socket.on('message', (d) => {
      if (d.toString() === 'pong') {
        pongs++;
        if (pingAt > 0) pingRtts.push(performance.now() - pingAt);
      } else alerts++;
    });
  });
}

const rampStart = performance.now();
const batch = Math.max(1, Math.round(cfg.rampPerSecond / 10));
for (let i = 0; i < cfg.learners.length; i += batch) {
  const slice = cfg.learners.slice(i, i + batch);
  learnerSockets.push(...(await Promise.all(slice.map(openLearner))));
  const due = rampStart + ((i + batch) / cfg.rampPerSecond) * 1000;
  const wait = due - performance.now();
  if (wait > 0) await sleep(wait);
}
// Let the last online events arrive.
await sleep(2000);
send({
  type: 'connected',
  learners: learnerSockets.length,
  proctors: proctors.length,
  rampSeconds: (performance.now() - rampStart) / 1000,
  onlineLatencies,
});
await new Promise((resolve) => process.once('message', resolve));

// --- load: saves at saveRate, learners in turn, while every socket keeps pinging ---------------
saveLatencies.length = 0;
publishLatencies.length = 0;
pingRtts.length = 0;
proctorMessages = 0;
pongs = 0;
pings = 0;
let saveErrors = 0;
let saves = 0;
const loadStart = performance.now();
const total = Math.round(cfg.saveRate * cfg.seconds);
const inflight = [];
for (let i = 0; i < total; i++) {
  const due = loadStart + (i * 1000) / cfg.saveRate;
  const wait = due - performance.now();
  if (wait > 1) await sleep(wait);
  const l = cfg.learners[i % cfg.learners.length];
  const round = Math.floor(i / cfg.learners.length);
  const quId = l.quIds[round % l.quIds.length];
  pendingSave.set(l.userId, now());
  saves++;
  inflight.push(
    fetch(`${cfg.url}/api/paper/paper/fill-answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: l.token },
      body: JSON.stringify({ paperId: l.paperId, quId, answers: [`opt-${round}`], seq: round + 1 }),
    })
      .then(async (res) => {
        const json = await res.json();
        if (json.success !== true) saveErrors++;
      })
      .catch(() => saveErrors++),
  );
}
await Promise.all(inflight);
await sleep(1500);
const elapsed = (performance.now() - loadStart) / 1000;
send({
  type: 'done',
  elapsed,
  saves,
  saveErrors,
  saveLatencies,
  publishLatencies,
  pingRtts,
  proctorMessages,
  pings,
  pongs,
  alerts,
  closedEarly,
});
// The figures are a large message: exit only once the parent has it.
await new Promise((resolve) => process.once('message', resolve));
for (const s of [...learnerSockets, ...proctors]) {
  s.ending = true;
  s.close();
}
await sleep(500);
process.exit(0);

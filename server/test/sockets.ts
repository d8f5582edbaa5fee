/**
 * WebSocket clients for the server tests: `WsClient` speaks graphql-transport-ws (subscriptions),
 * `ExamSocket` the legacy exam socket (text frames: 'ping'/'pong' and alerts).
 */
import WebSocket from 'ws';

type Json = Record<string, unknown>;
interface Msg {
  id?: string;
  type: string;
  payload?: { data?: Record<string, Json>; errors?: unknown[] } & Json;
}

/** A graphql-transport-ws client whose messages can be awaited. */
export class WsClient {
  readonly messages: Msg[] = [];
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (d: Buffer) => this.messages.push(JSON.parse(d.toString()) as Msg));
  }
  static async open(p: { url: string }, token: string): Promise<WsClient> {
    const socket = new WebSocket(`${p.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const ws = new WsClient(socket);
    await new Promise((res, rej) => {
      socket.once('open', res);
      socket.once('error', rej);
    });
    socket.send(JSON.stringify({ type: 'connection_init', payload: { token } }));
    await ws.until(() => ws.messages.some((m) => m.type === 'connection_ack'));
    return ws;
  }
  subscribe(id: string, query: string, variables: Json): void {
    this.socket.send(JSON.stringify({ id, type: 'subscribe', payload: { query, variables } }));
  }
  /** Waits for the next event of `id` matching `match` and returns its data field. */
  async event(id: string, field: string, match: (e: Json) => boolean, ms = 8000): Promise<Json> {
    let found: Json | undefined;
    await this.until(() => {
      found = this.messages
        .filter((m) => m.id === id && m.type === 'next')
        .map((m) => m.payload?.data?.[field])
        .find((e): e is Json => e !== undefined && e !== null && match(e));
      return found !== undefined;
    }, ms);
    return found!;
  }
  /** The legacy code of the refusal of operation `id` (an error message or a result's errors). */
  async refusal(id: string): Promise<number | undefined> {
    await this.until(() => this.messages.some((m) => m.id === id && m.type !== 'next'));
    const m = this.messages.find((x) => x.id === id && (x.type === 'error' || x.payload?.errors));
    const errors = (m?.type === 'error' ? m.payload : m?.payload?.errors) as
      Array<{ extensions?: { legacyCode?: number } }> | undefined;
    return errors?.[0]?.extensions?.legacyCode;
  }
  async until(cond: () => boolean, ms = 8000): Promise<void> {
    const end = Date.now() + ms;
    while (!cond()) {
      if (Date.now() > end)
        throw new Error(`timed out waiting on the WebSocket: ${JSON.stringify(this.messages)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  close(): void {
    this.socket.close();
  }
}

export const WATCH_EVENTS = `subscription($examId: ID!) { examWatchEvents(examId: $examId) {
  kind examId userId paperId at online answered total leaveTimes leaveSeconds snapshotUrl facePass
  faceScore failCount handBy exState exMsg deadline } }`;
export const MY_EVENTS = `subscription($examId: ID!) { myExamEvents(examId: $examId) {
  kind examId paperId message at handBy deadline } }`;

/** The legacy exam socket's path for a learner's exam (platform 'pc'). */
export function examSocketUrl(
  p: { url: string },
  userId: string,
  examId: string,
  query: Record<string, string> = {},
): string {
  const qs = new URLSearchParams(query).toString();
  return `${p.url.replace('http', 'ws')}/api/socket/exam/${userId}/${examId}/pc${qs === '' ? '' : `?${qs}`}`;
}

/** The HTTP status an upgrade request is refused with (0 when it opened). */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? -1);
      socket.terminate();
    });
    socket.once('open', () => {
      resolve(0);
      socket.close();
    });
    socket.once('error', (e) => {
      if (!/Unexpected server response/.test(e.message)) reject(e);
    });
  });
}

/** A learner's legacy exam socket: every text frame and the close code are observable. */
export class ExamSocket {
  readonly texts: string[] = [];
  closeCode: number | undefined;
  private constructor(readonly socket: WebSocket) {
    socket.on('message', (d: Buffer) => this.texts.push(d.toString()));
    socket.on('close', (code) => (this.closeCode = code));
  }
  static async open(url: string, headers: Record<string, string> = {}): Promise<ExamSocket> {
    const socket = new WebSocket(url, { headers });
    const s = new ExamSocket(socket);
    await new Promise((res, rej) => {
      socket.once('open', res);
      socket.once('error', rej);
    });
    return s;
  }
  send(text: string): void {
    this.socket.send(text);
  }
  /** Waits for a text frame matching `match` (from the `from`th on) and returns it. */
  async text(match: (t: string) => boolean, ms = 8000, from = 0): Promise<string> {
    let found: string | undefined;
    await until(
      () => (found = this.texts.slice(from).find(match)) !== undefined,
      ms,
      () => JSON.stringify(this.texts),
    );
    return found!;
  }
  async closed(ms = 8000): Promise<number> {
    await until(
      () => this.closeCode !== undefined,
      ms,
      () => 'socket still open',
    );
    return this.closeCode!;
  }
  close(): void {
    this.socket.close();
  }
}

async function until(cond: () => boolean, ms: number, what: () => string): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting on the WebSocket: ${what()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

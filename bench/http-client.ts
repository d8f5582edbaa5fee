/**
 * The rehearsal's HTTP/1.1 client: keep-alive connections over plain sockets, a request written
 * in one `write`, the answer framed by Content-Length or chunked encoding.
 *
 * Why not node:http: its client cost about 0.3-0.4 ms of CPU per request on a 2-core machine,
 * close to what the server spends answering it, and the load generator shares the cores it
 * measures. Real learners' browsers run elsewhere, so the generator should cost as little as it can
 * while making the same requests over the same kind of connections.
 *
 * Each key (a learner's token) has its own connections, as a browser has per host: a request takes
 * an idle one, else opens one (up to `maxPerKey`), else waits its turn. A request that meets a
 * reset on a kept-alive connection is sent again once on a new one, as a browser does.
 */
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface HttpAnswer {
  status: number;
  body: string;
}

/** A socket-level failure, with the system error code (ECONNREFUSED, ECONNRESET, ETIMEDOUT ...). */
export class ConnectionError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

interface Waiter {
  resolve: (answer: HttpAnswer) => void;
  reject: (e: Error) => void;
}

/** The blank line that ends an answer's head. */
const HEAD_END = '\r\n\r\n';

function joined(a: Buffer, b: Buffer): Buffer {
  const out = Buffer.allocUnsafe(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** One keep-alive connection; one request at a time. */
class Connection {
  private readonly socket: Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiter: Waiter | undefined;
  /** Requests answered on this connection: a reset after the first means the server closed it idle. */
  answered = 0;
  open = true;

  constructor(
    host: string,
    port: number,
    private readonly onIdle: (c: Connection) => void,
    private readonly onGone: (c: Connection) => void,
  ) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.received(chunk));
    this.socket.on('error', (e: Error & { code?: string }) => this.end(e.code ?? e.message));
    this.socket.on('close', () => this.end('ECONNRESET'));
  }

  get busy(): boolean {
    return this.waiter !== undefined;
  }

  send(request: string, waiter: Waiter): void {
    this.waiter = waiter;
    this.socket.write(request);
  }

  private end(code: string): void {
    if (!this.open) return;
    this.open = false;
    this.socket.destroy();
    const waiter = this.waiter;
    this.waiter = undefined;
    this.onGone(this);
    waiter?.reject(new ConnectionError(code));
  }

  private received(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : joined(this.buffered, chunk);
    const answer = this.parse();
    if (answer === undefined) return;
    const { status, body, close } = answer;
    const waiter = this.waiter;
    this.waiter = undefined;
    this.answered++;
    if (close) this.end('ECONNRESET');
    else this.onIdle(this);
    waiter?.resolve({ status, body });
  }

  /** One whole answer from the buffer (and removes it), or undefined while more is to come. */
  private parse(): { status: number; body: string; close: boolean } | undefined {
    const headEnd = this.buffered.indexOf(HEAD_END);
    if (headEnd < 0) return undefined;
    const head = this.buffered.toString('latin1', 0, headEnd);
    const lines = head.split('\r\n');
    const status = Number((lines[0] ?? '').split(' ')[1]);
    let length = -1;
    let chunked = false;
    let close = false;
    for (let i = 1; i < lines.length; i++) {
      const line = lines[i] as string;
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line
        .slice(colon + 1)
        .trim()
        .toLowerCase();
      if (name === 'content-length') length = Number(value);
      else if (name === 'transfer-encoding') chunked = value.includes('chunked');
      else if (name === 'connection') close = value === 'close';
    }
    const bodyStart = headEnd + 4;
    if (!chunked) {
      if (length < 0) length = 0;
      if (this.buffered.length < bodyStart + length) return undefined;
      const body = this.buffered.toString('utf8', bodyStart, bodyStart + length);
      this.buffered = this.buffered.subarray(bodyStart + length);
      return { status, body, close };
    }
    let data = Buffer.alloc(0);
    let at = bodyStart;
    for (;;) {
      const lineEnd = this.buffered.indexOf('\r\n', at);
      if (lineEnd < 0) return undefined;
      const size = parseInt(this.buffered.toString('latin1', at, lineEnd), 16);
      const dataStart = lineEnd + 2;
      if (this.buffered.length < dataStart + size + 2) return undefined;
      if (size === 0) {
        // The last chunk; no trailers are sent by the server.
        this.buffered = this.buffered.subarray(dataStart + 2);
        return { status, body: data.toString('utf8'), close };
      }
      data = joined(data, this.buffered.subarray(dataStart, dataStart + size));
      at = dataStart + size + 2;
    }
  }
}

/** Keep-alive connections per key to one server. */
export class HttpClient {
  /** Told of every answer: whether it came on a connection opened for it, and its wait in ms. */
  onAnswer: ((fresh: boolean, ms: number) => void) | undefined;
  private readonly idle = new Map<string, Connection[]>();
  private readonly count = new Map<string, number>();
  private readonly queued = new Map<string, Array<() => void>>();

  constructor(
    private host: string,
    private port: number,
    private readonly maxPerKey = 6,
  ) {}

  /** Points the client at another address (a restarted server); old connections end by themselves. */
  retarget(host: string, port: number): void {
    this.host = host;
    this.port = port;
  }

  /** POSTs a JSON body; `headers` are sent as given (names and values without line breaks). */
  async post(
    path: string,
    json: string,
    headers: Record<string, string>,
    key: string,
  ): Promise<HttpAnswer> {
    let extra = '';
    for (const [name, value] of Object.entries(headers)) extra += `${name}: ${value}\r\n`;
    const request =
      `POST ${path} HTTP/1.1\r\nHost: ${this.host}:${this.port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
      `${extra}\r\n${json}`;
    const asked = performance.now();
    const conn = await this.take(key);
    const reused = conn.answered > 0;
    try {
      const answer = await new Promise<HttpAnswer>((resolve, reject) =>
        conn.send(request, { resolve, reject }),
      );
      this.onAnswer?.(!reused, performance.now() - asked);
      return answer;
    } catch (e) {
      // A kept-alive connection the server closed as it was reused: sent again once, on a new one.
      if (!reused || !(e instanceof ConnectionError) || e.code !== 'ECONNRESET') throw e;
      const fresh = await this.take(key, true);
      const answer = await new Promise<HttpAnswer>((resolve, reject) =>
        fresh.send(request, { resolve, reject }),
      );
      this.onAnswer?.(true, performance.now() - asked);
      return answer;
    }
  }

  private take(key: string, fresh = false): Promise<Connection> {
    if (!fresh) {
      const list = this.idle.get(key);
      while (list !== undefined && list.length > 0) {
        const c = list.pop() as Connection;
        if (c.open && !c.busy) return Promise.resolve(c);
      }
    }
    if ((this.count.get(key) ?? 0) < this.maxPerKey || fresh) {
      this.count.set(key, (this.count.get(key) ?? 0) + 1);
      return Promise.resolve(
        new Connection(
          this.host,
          this.port,
          (c) => this.release(key, c),
          () => this.forget(key),
        ),
      );
    }
    return new Promise((resolve) => {
      let line = this.queued.get(key);
      if (line === undefined) this.queued.set(key, (line = []));
      line.push(() => resolve(this.take(key)));
    });
  }

  private release(key: string, c: Connection): void {
    const next = this.queued.get(key)?.shift();
    let list = this.idle.get(key);
    if (list === undefined) this.idle.set(key, (list = []));
    list.push(c);
    next?.();
  }

  private forget(key: string): void {
    const n = (this.count.get(key) ?? 1) - 1;
    if (n <= 0) this.count.delete(key);
    else this.count.set(key, n);
    this.queued.get(key)?.shift()?.();
  }
}

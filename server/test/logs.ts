import { pino } from 'pino';
import { accessLogger, logger } from '../src/core/logger.ts';

/** What the server's loggers wrote while capturing: each line as JSON text. */
export interface CapturedLogs {
  readonly lines: string[];
  /** Every captured line joined, for `toContain` / `not.toContain` checks. */
  text(): string;
  /** Puts the loggers' streams and levels back. */
  stop(): void;
}

type StreamHolder = Record<symbol, unknown> & { level: string };

/**
 * Captures every line the platform's loggers (the main logger with its children, pino-http's
 * access lines and the API lane's access log) write, at `level` (default 'debug'), in this
 * process: the test platform runs in the test's process.
 */
export function captureLogs(level = 'debug'): CapturedLogs {
  const lines: string[] = [];
  const stream = { write: (line: string) => lines.push(line) };
  const targets = [logger, accessLogger] as unknown as StreamHolder[];
  const saved = targets.map((t) => ({ stream: t[pino.symbols.streamSym], level: t.level }));
  for (const t of targets) {
    t[pino.symbols.streamSym] = stream;
    t.level = level;
  }
  return {
    lines,
    text: () => lines.join(''),
    stop() {
      targets.forEach((t, i) => {
        t[pino.symbols.streamSym] = saved[i]!.stream;
        t.level = saved[i]!.level;
      });
    },
  };
}

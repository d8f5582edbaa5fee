import type { Db } from '../../core/prisma.ts';
import { logger } from '../../core/logger.ts';

export type FacePurpose = 'login-one' | 'login-many' | 'check' | 'exam-capture';

export interface FaceAttemptEntry {
  purpose: FacePurpose;
  userId: string | null;
  ip: string;
  score: number | null;
  runnerUpScore?: number | null;
  outcome: 'ok' | 'refused';
  /** A catalogue name (or the engine's refusal) when refused. */
  reason?: string | null;
}

/** The log of face logins and face checks: who, from where, the score, the outcome. */
export class FaceAttempts {
  constructor(private readonly db: Db) {}

  /** Writes one row; a failed write is logged and never fails the attempt itself. */
  async record(entry: FaceAttemptEntry): Promise<void> {
    try {
      await this.db.faceAttempt.create({
        data: {
          purpose: entry.purpose,
          userId: entry.userId,
          ip: entry.ip.slice(0, 64),
          score: entry.score,
          runnerUpScore: entry.runnerUpScore ?? null,
          outcome: entry.outcome,
          reason: entry.reason ?? null,
        },
      });
    } catch (e) {
      logger.error({ err: e, purpose: entry.purpose }, 'face attempt log write failed');
    }
  }
}

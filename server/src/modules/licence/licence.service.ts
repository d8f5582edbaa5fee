/**
 * The platform's licence. Without LICENSE_PUBLIC_KEY or without an uploaded licence the platform
 * is the community edition and nothing is restricted. A valid licence names the licensee, an end
 * date and a number of seats: enabled accounts (user state 0, any role) the platform may hold;
 * creating, importing, registering or enabling an account beyond them is refused
 * (LICENSE_SEATS_EXCEEDED). Once the licence has ended (or its file no longer verifies under the
 * configured key) every API call except signing in and the licence page's own answers
 * LICENSE_INVALID (10010015), and the client opens /license.
 */
import type { KeyObject } from 'node:crypto';
import { AppError } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { DbClient } from '../../core/prisma.ts';
import { StartupError } from '../../core/startup-error.ts';
import type { SessionUser } from '../../core/auth/session-user.ts';
import {
  LicenceFileError,
  parsePublicKey,
  readLicence,
  type LicenceTerms,
} from './licence-file.ts';

/**
 * community: no licence in force (no key configured or nothing uploaded), unrestricted;
 * valid: a licence in force; expired: its end has passed; invalid: the stored file does not verify
 * under the configured key (the key was changed).
 */
export type LicenceState = 'community' | 'valid' | 'expired' | 'invalid';

export interface LicenceStatus {
  state: LicenceState;
  /** Whether LICENSE_PUBLIC_KEY is set (a licence can be uploaded). */
  keyConfigured: boolean;
  licensee: string | null;
  seats: number | null;
  expireTime: Date | null;
  /** Enabled accounts now (for holders of sys:config:view; null for others). */
  usedSeats: number | null;
}

interface Loaded {
  stored: boolean;
  terms: LicenceTerms | null;
}

/** How long a process trusts what it read (another process may have taken a new licence). */
const CACHE_MS = 10_000;
/** pg_advisory_xact_lock key serialising seat checks (two admins enabling the last seat). */
const SEAT_LOCK_KEY = 7_205_114_001;

export class LicenceService {
  private readonly publicKey: KeyObject | null;
  private cached: { at: number; value: Promise<Loaded> } | null = null;

  constructor(private readonly infra: Infra) {
    const raw = infra.env.LICENSE_PUBLIC_KEY;
    if (raw === undefined) {
      this.publicKey = null;
      return;
    }
    try {
      this.publicKey = parsePublicKey(raw);
    } catch {
      throw new StartupError(
        'LICENSE_PUBLIC_KEY is not an Ed25519 public key (PEM, or the 32-byte key in base64): fix it, or unset it to run as the community edition.',
      );
    }
  }

  /** Forgets what this process read, so the next call reads the database again. */
  reload(): void {
    this.cached = null;
  }

  private load(): Promise<Loaded> {
    const now = Date.now();
    if (this.cached === null || now - this.cached.at > CACHE_MS) {
      const value = this.read();
      this.cached = { at: now, value };
      value.catch(() => {
        if (this.cached?.value === value) this.cached = null;
      });
    }
    return this.cached.value;
  }

  private async read(): Promise<Loaded> {
    if (this.publicKey === null) return { stored: false, terms: null };
    const row = await this.infra.prisma.licence.findUnique({ where: { id: '1' } });
    if (row === null) return { stored: false, terms: null };
    try {
      return { stored: true, terms: readLicence(row.file, this.publicKey) };
    } catch {
      return { stored: true, terms: null };
    }
  }

  private static stateOf(loaded: Loaded, now: Date): LicenceState {
    if (!loaded.stored) return 'community';
    if (loaded.terms === null) return 'invalid';
    return new Date(loaded.terms.expireTime).getTime() <= now.getTime() ? 'expired' : 'valid';
  }

  async state(now: Date = new Date()): Promise<LicenceState> {
    return LicenceService.stateOf(await this.load(), now);
  }

  /** What the licence page and the back office show. */
  async status(withUsage: boolean, now: Date = new Date()): Promise<LicenceStatus> {
    const loaded = await this.load();
    const terms = loaded.terms;
    return {
      state: LicenceService.stateOf(loaded, now),
      keyConfigured: this.publicKey !== null,
      licensee: terms?.licensee ?? null,
      seats: terms?.seats ?? null,
      expireTime: terms === null ? null : new Date(terms.expireTime),
      usedSeats: withUsage ? await this.usedSeats(this.infra.prisma) : null,
    };
  }

  /** LICENSE_INVALID (10010015) once the licence has ended or no longer verifies. */
  async assertInForce(): Promise<void> {
    const state = await this.state();
    if (state === 'expired' || state === 'invalid') throw new AppError('LICENSE_INVALID');
  }

  /**
   * Takes a licence file (its text): checked against LICENSE_PUBLIC_KEY, refused when already
   * ended, then in force for every process within seconds. It may allow fewer seats than accounts
   * are enabled: those keep working, and enabling or adding more is refused until some are
   * disabled.
   */
  async upload(session: SessionUser, text: string, now: Date = new Date()): Promise<LicenceStatus> {
    if (this.publicKey === null) throw new AppError('LICENSE_KEY_NOT_CONFIGURED');
    let terms: LicenceTerms;
    try {
      terms = readLicence(text, this.publicKey);
    } catch (e) {
      if (e instanceof LicenceFileError) throw new AppError('LICENSE_FILE_INVALID');
      throw e;
    }
    const expireTime = new Date(terms.expireTime);
    if (expireTime.getTime() <= now.getTime()) {
      throw new AppError('LICENSE_FILE_EXPIRED', { date: terms.expireTime.slice(0, 10) });
    }
    const row = {
      file: text,
      licensee: terms.licensee,
      seats: terms.seats,
      expireTime,
      uploadedBy: session.userId,
      uploadedAt: now,
    };
    await this.infra.prisma.licence.upsert({
      where: { id: '1' },
      create: { id: '1', ...row },
      update: row,
    });
    this.cached = null;
    return this.status(true, now);
  }

  /**
   * Refuses (LICENSE_SEATS_EXCEEDED) a write that would bring `adding` more accounts into use
   * beyond the licence's seats. Call it inside the write's transaction, after the rows it checks
   * are locked or before they are written; it serialises concurrent seat checks.
   */
  async assertSeats(tx: DbClient, adding: number, now: Date = new Date()): Promise<void> {
    if (adding <= 0) return;
    const loaded = await this.load();
    if (LicenceService.stateOf(loaded, now) !== 'valid' || loaded.terms === null) return;
    const seats = loaded.terms.seats;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEAT_LOCK_KEY}::bigint)`;
    if ((await this.usedSeats(tx)) + adding > seats) {
      throw new AppError('LICENSE_SEATS_EXCEEDED', { n: seats });
    }
  }

  private usedSeats(db: DbClient): Promise<number> {
    return db.user.count({ where: { state: 0 } });
  }
}

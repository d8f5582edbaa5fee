import type { Env } from '../../core/env.ts';
import { secretBox } from '../../core/crypto.ts';
import { ID_INDEX_PURPOSE } from './realname.constants.ts';

/**
 * ID numbers at rest: sealed with AES-256-GCM under SECRET_KEY (or the generated key file of the
 * embedded default), bound to their user so a sealed value copied to another row does not open,
 * and a keyed HMAC of the 18-character form as a blind index for uniqueness across users.
 */
export class IdCardVault {
  constructor(private readonly env: Pick<Env, 'SECRET_KEY' | 'dataDir'>) {}

  private static aad(userId: string): string {
    return `realname:${userId}`;
  }

  seal(userId: string, idCard: string): string {
    return secretBox(this.env).seal(idCard, IdCardVault.aad(userId));
  }

  open(userId: string, sealed: string): string {
    return secretBox(this.env).open(sealed, IdCardVault.aad(userId));
  }

  /** The blind index of a number in its 18-character form. */
  index(canonical: string): string {
    return secretBox(this.env).mac(ID_INDEX_PURPOSE, canonical);
  }
}

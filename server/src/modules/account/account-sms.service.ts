/**
 * Which SMS codes may be sent: a login code only while SMS login is switched on and only to a
 * number linked to a user, a reset code only to a linked number, a bind code only to a number
 * nobody else has linked. Whether a number is linked is never told: a code the number may not
 * get is not delivered, with the same answer and the same limits as one that is. Bind codes are
 * for signed-in users only (linking and unlinking need a session); a user may get one for their
 * own number (unlinking it needs one).
 */
import { AppError } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import type { ConfigService } from '../config/index.ts';
import type { CodeRequest, RequestCodeInput, SmsService } from '../sms/index.ts';

export class AccountSmsService {
  constructor(
    private readonly infra: Infra,
    private readonly sms: SmsService,
    private readonly config: ConfigService,
  ) {}

  /**
   * Sends a code for login, reset or bind; returns the seconds before another may be asked for.
   * `callerId` is the signed-in caller, whose own number may get a bind code (to unlink it).
   */
  async send(
    raw: RequestCodeInput,
    ip: string,
    callerId: string | null,
  ): Promise<{ waitSeconds: number }> {
    const { waitSeconds } = await this.sms.requestCode(raw, ip, (req) =>
      this.precheck(req, callerId),
    );
    return { waitSeconds };
  }

  /** Refuses for the scene's switch or a missing session; answers whether the number may get the code. */
  private async precheck(
    { mobile, scene }: CodeRequest,
    callerId: string | null,
  ): Promise<boolean> {
    if (scene === 'bind' && callerId === null) throw new AppError('NOT_LOGGED_IN');
    if (scene === 'login' && !(await this.config.switchConfig()).mobileLogin) {
      throw new AppError('LOGIN_METHOD_DISABLED');
    }
    const owner = await this.infra.prisma.user.findUnique({
      where: { mobile },
      select: { id: true },
    });
    return scene === 'bind' ? owner === null || owner.id === callerId : owner !== null;
  }
}

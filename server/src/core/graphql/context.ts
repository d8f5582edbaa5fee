import type { SessionUser } from '../auth/session-user.ts';
import type { ResponseCookies } from '../http/cookies.ts';
import type { Lang } from '../i18n.ts';
import type { Services } from '../../services.ts';

export interface GqlContext {
  services: Services;
  session: SessionUser | null;
  lang: Lang;
  ip: string;
  userAgent?: string;
  /** This server's address as an HTTP request reached it (absent over the WebSocket). */
  origin?: string;
  /** The cookies the HTTP answer sets (absent over the WebSocket). */
  cookies?: ResponseCookies;
  requestId: string;
}

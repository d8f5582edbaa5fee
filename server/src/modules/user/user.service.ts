import { z } from 'zod';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { SUPER_ADMIN_ROLE_ID } from '../../core/auth/session-user.ts';
import { AppError, parseInput } from '../../core/errors/index.ts';
import {
  optionalDisplayName,
  optionalPersonName,
  personName,
  requiredBool,
} from '../../core/input.ts';
import type { Infra } from '../../core/infra.ts';
import { hashPassword, verifyPassword, meetsPasswordPolicy } from '../auth/index.ts';
import type { SessionService } from '../auth/index.ts';

/** The signed-in user as the user info call returns it. */
export interface CurrentUserView {
  id: string;
  userName: string;
  realName: string;
  familyName: string;
  className: string;
  deptCode: string | null;
  deptCodeDictText: string | null;
  mobile: string | null;
  email: string | null;
  state: number;
  avatar: string | null;
  points: number;
  /** The user's setting: notifications through an SMS template also reach the linked number. */
  smsNotify: boolean;
  roleType: number;
  roles: string[];
  permissions: string[];
}

export const UpdateProfileSchema = z.object({
  realName: personName(100),
  familyName: optionalPersonName(100).transform((v) => v ?? ''),
  className: optionalDisplayName(100).transform((v) => v ?? ''),
});
export type UpdateProfileInput = z.input<typeof UpdateProfileSchema>;

/** The user's own settings (the user centre's settings tab). */
export const UpdateSettingsSchema = z.object({ smsNotify: requiredBool });
export type UpdateSettingsInput = z.input<typeof UpdateSettingsSchema>;

export const UpdatePasswordSchema = z.object({
  oldPassword: z.string().min(1).max(200),
  password: z.string().min(1).max(200),
  confirm: z.string().min(1).max(200),
});
export type UpdatePasswordInput = z.input<typeof UpdatePasswordSchema>;

export class UserService {
  constructor(
    private readonly infra: Infra,
    private readonly sessions: SessionService,
  ) {}

  async currentUser(session: SessionUser): Promise<CurrentUserView> {
    const u = await this.infra.prisma.user.findUnique({ where: { id: session.userId } });
    if (u === null) throw new AppError('NOT_LOGGED_IN');
    const dept =
      u.deptCode === null
        ? null
        : await this.infra.prisma.department.findUnique({
            where: { deptCode: u.deptCode },
            select: { deptName: true },
          });
    return {
      id: u.id,
      userName: u.userName,
      realName: u.realName,
      familyName: u.familyName,
      className: u.className,
      deptCode: u.deptCode,
      deptCodeDictText: dept?.deptName ?? null,
      mobile: u.mobile,
      email: u.email,
      state: u.state,
      avatar: u.avatar,
      points: u.points,
      smsNotify: u.smsNotify,
      roleType: session.roleType,
      roles: session.roleIds,
      permissions: await this.permissionList(session),
    };
  }

  async updateProfile(session: SessionUser, raw: UpdateProfileInput): Promise<CurrentUserView> {
    const input = parseInput(UpdateProfileSchema, raw);
    await this.infra.prisma.user.update({ where: { id: session.userId }, data: input });
    return this.currentUser(session);
  }

  /** Saves the caller's settings. */
  async updateSettings(session: SessionUser, raw: UpdateSettingsInput): Promise<CurrentUserView> {
    const { smsNotify } = parseInput(UpdateSettingsSchema, raw);
    await this.infra.prisma.user.update({ where: { id: session.userId }, data: { smsNotify } });
    return this.currentUser(session);
  }

  /** Changes the caller's password and ends every other session of theirs. */
  async updatePassword(session: SessionUser, raw: UpdatePasswordInput): Promise<void> {
    const input = parseInput(UpdatePasswordSchema, raw);
    if (input.password !== input.confirm) throw new AppError('PASSWORD_CONFIRM_MISMATCH');
    if (!meetsPasswordPolicy(input.password)) throw new AppError('PASSWORD_POLICY');
    const u = await this.infra.prisma.user.findUnique({
      where: { id: session.userId },
      select: { passwordHash: true },
    });
    if (u === null) throw new AppError('NOT_LOGGED_IN');
    if (!(await verifyPassword(u.passwordHash, input.oldPassword))) {
      throw new AppError('OLD_PASSWORD_WRONG');
    }
    if (input.password === input.oldPassword) throw new AppError('PASSWORD_SAME_AS_OLD');
    await this.infra.prisma.user.update({
      where: { id: session.userId },
      data: { passwordHash: await hashPassword(input.password) },
    });
    await this.sessions.revokeUserSessions(session.userId, session.tokenHash);
  }

  /** Super admins hold every permission code that exists; others those of their roles' menus. */
  private async permissionList(session: SessionUser): Promise<string[]> {
    if (!session.roleIds.includes(SUPER_ADMIN_ROLE_ID)) return [...session.permissions].sort();
    const rows = await this.infra.prisma.menu.findMany({
      where: { permissionTag: { not: null } },
      select: { permissionTag: true },
      distinct: ['permissionTag'],
    });
    return rows
      .map((r) => r.permissionTag)
      .filter((t): t is string => t !== null && t !== '')
      .sort();
  }
}

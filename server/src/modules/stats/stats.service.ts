import dayjs from 'dayjs';
import type { SessionUser } from '../../core/auth/session-user.ts';
import { parseInput } from '../../core/errors/index.ts';
import type { Infra } from '../../core/infra.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { countCourseFiles, countCourses } from '../course/index.ts';
import { ExamState, proctorCondition } from '../exam/index.ts';
import { toPage, type Page } from '../../core/paging.ts';
import { OngoingExamPageSchema, type OngoingExamPageInput } from './stats.inputs.ts';
import { containsPattern } from '../../core/database/like.ts';
import { GRACE_MS, PaperState } from '../sitting/index.ts';

/** The nine dashboard counts; modules the platform does not have yet count zero. */
export interface DashboardCounts {
  userCount: number;
  examCount: number;
  /** Exam templates. */
  tmplCount: number;
  repoCount: number;
  quCount: number;
  /** Published and draft courses. */
  courseCount: number;
  /** Courseware: distinct files the courses use. */
  fileCount: number;
  /** Knowledge battles (no battle module yet: 0). */
  battleCount: number;
  /** Certificates granted (no certificate module yet: 0). */
  grantCount: number;
}

/** One day of the user overview chart. */
export interface UserDayStat {
  /** yyyy-MM-dd in the server's time zone. */
  dateStr: string;
  /** Users created that day. */
  newUser: number;
  /** Distinct users who signed in or made a signed-in request that day. */
  activeUser: number;
  /** Users at the end of that day (created before the next day). */
  allUser: number;
}

/** One day of the exam overview chart. */
export interface ExamDayStat {
  /** yyyy-MM-dd in the server's time zone. */
  dateStr: string;
  /** Distinct exams with a paper started that day. */
  examCount: number;
  /** Distinct learners who started a paper that day. */
  examUser: number;
  /** Distinct learners with a passed paper handed in that day. */
  passUser: number;
}

/** A row of the ongoing exams card. */
export interface OngoingExam {
  id: string;
  title: string;
  /** Papers being sat now. */
  procCount: number;
  /** Papers handed in. */
  handCount: number;
}

/** Days the dashboard charts cover, today included. */
export const DASHBOARD_DAYS = 7;

/** Where this process keeps the users it saw active but has not written yet. */
export interface ActivityBuffer {
  flush(): Promise<void>;
}

export class StatsService {
  constructor(
    private readonly infra: Infra,
    private readonly activity: ActivityBuffer,
  ) {}

  /** Dashboard count tiles; modules added later replace their zero here. */
  async dashboardCounts(): Promise<DashboardCounts> {
    const db = this.infra.prisma;
    const [userCount, examCount, tmplCount, repoCount, quCount, courseCount, fileCount] =
      await Promise.all([
        db.user.count(),
        db.exam.count(),
        db.examTmpl.count(),
        db.repo.count(),
        db.question.count({ where: { parentId: null } }),
        countCourses(db),
        countCourseFiles(db),
      ]);
    return {
      userCount,
      examCount,
      tmplCount,
      repoCount,
      quCount,
      courseCount,
      fileCount,
      battleCount: 0,
      grantCount: 0,
    };
  }

  /**
   * User overview of the last 7 days (oldest first, today last), by the server's calendar days:
   * users created each day, users active each day (recorded per day by the sessions, at most a
   * few seconds late from other processes; this process writes its own first) and the users there
   * were at the end of each day.
   */
  async userWeek(now: Date = new Date()): Promise<UserDayStat[]> {
    await this.activity.flush();
    const days = dayBounds(now, DASHBOARD_DAYS);
    const bounds = days.map((d) => d.toISOString());
    const from = bounds[0] as string;
    const to = bounds[DASHBOARD_DAYS] as string;
    const dateStrs = days.slice(0, DASHBOARD_DAYS).map((d) => dayjs(d).format('YYYY-MM-DD'));
    const db = this.infra.prisma;
    const [created, [before], active] = await Promise.all([
      db.$queryRaw<Array<{ day: number; n: number }>>`
        SELECT width_bucket(u."createdAt", ${bounds}::timestamp(3)[]) AS day, COUNT(*)::int AS n
        FROM "User" u
        WHERE u."createdAt" >= ${from}::timestamp(3) AND u."createdAt" < ${to}::timestamp(3)
        GROUP BY 1`,
      db.$queryRaw<[{ n: number }]>`
        SELECT COUNT(*)::int AS n FROM "User" u WHERE u."createdAt" < ${from}::timestamp(3)`,
      db.$queryRaw<Array<{ day: string; n: number }>>`
        SELECT to_char(a."day", 'YYYY-MM-DD') AS day, COUNT(*)::int AS n
        FROM "UserDayActivity" a
        WHERE a."day" >= ${dateStrs[0]}::date AND a."day" <= ${dateStrs[DASHBOARD_DAYS - 1]}::date
        GROUP BY 1`,
    ]);
    const newByDay = new Map(created.map((r) => [Number(r.day), r.n]));
    const activeByDay = new Map(active.map((r) => [r.day, r.n]));
    let allUser = before.n;
    return dateStrs.map((dateStr, i) => {
      const newUser = newByDay.get(i + 1) ?? 0;
      allUser += newUser;
      return { dateStr, newUser, activeUser: activeByDay.get(dateStr) ?? 0, allUser };
    });
  }

  /**
   * Exam overview of the last 7 days (oldest first, today last, days without activity as 0), by
   * the server's calendar days. One query: papers started in the range (exams and learners) and
   * passed papers handed in in the range (learners), bucketed by the day boundaries.
   */
  async examWeek(now: Date = new Date()): Promise<ExamDayStat[]> {
    const days = dayBounds(now, DASHBOARD_DAYS);
    const bounds = days.map((d) => d.toISOString());
    const from = bounds[0] as string;
    const to = bounds[DASHBOARD_DAYS] as string;
    const rows = await this.infra.prisma.$queryRaw<
      Array<{ day: number; examCount: number; examUser: number; passUser: number }>
    >`
      SELECT width_bucket(e.at, ${bounds}::timestamp(3)[]) AS day,
        (COUNT(DISTINCT e."examId") FILTER (WHERE e.started))::int AS "examCount",
        (COUNT(DISTINCT e."userId") FILTER (WHERE e.started))::int AS "examUser",
        (COUNT(DISTINCT e."userId") FILTER (WHERE NOT e.started))::int AS "passUser"
      FROM (
        SELECT p."startedAt" AS at, p."examId", p."userId", TRUE AS started FROM "Paper" p
        WHERE p."startedAt" >= ${from}::timestamp(3) AND p."startedAt" < ${to}::timestamp(3)
        UNION ALL
        SELECT p."handedAt", p."examId", p."userId", FALSE FROM "Paper" p
        WHERE p."handedAt" >= ${from}::timestamp(3) AND p."handedAt" < ${to}::timestamp(3)
          AND p."passed" IS TRUE
      ) e
      GROUP BY 1`;
    const byDay = new Map(rows.map((r) => [Number(r.day), r]));
    return days.slice(0, DASHBOARD_DAYS).map((start, i) => {
      const r = byDay.get(i + 1);
      return {
        dateStr: dayjs(start).format('YYYY-MM-DD'),
        examCount: r?.examCount ?? 0,
        examUser: r?.examUser ?? 0,
        passUser: r?.passUser ?? 0,
      };
    });
  }

  /**
   * Exams in progress now (enabled, window open, taken online), most papers being sat first, with
   * how many papers are being sat (state 0, before deadline + grace) and how many are handed in;
   * only the exams the caller may proctor, since each row opens the exam's watch.
   */
  async ongoingExams(
    session: SessionUser,
    raw: OngoingExamPageInput,
    now: Date = new Date(),
  ): Promise<Page<OngoingExam>> {
    const { current, size, params } = parseInput(OngoingExamPageSchema, raw);
    const at = now.toISOString();
    const conditions = [
      Prisma.sql`e."state" = ${ExamState.ENABLED}`,
      Prisma.sql`e."offline" = FALSE`,
      Prisma.sql`e."startTime" <= ${at}::timestamp(3)`,
      Prisma.sql`e."endTime" >= ${at}::timestamp(3)`,
      proctorCondition(session, 'e'),
    ];
    const like = containsPattern(params.title);
    if (like !== null) conditions.push(Prisma.sql`e."title" ILIKE ${like}`);
    const where = Prisma.join(conditions, ' AND ');
    const openSince = new Date(now.getTime() - GRACE_MS).toISOString();
    const rows = await this.infra.prisma.$queryRaw<Array<OngoingExam & { total: number }>>`
      SELECT e."id", e."title",
        (COUNT(p."id") FILTER (WHERE p."state" = ${PaperState.IN_EXAM}
          AND p."deadline" > ${openSince}::timestamp(3)))::int AS "procCount",
        (COUNT(p."id") FILTER (WHERE p."state" <> ${PaperState.IN_EXAM}))::int AS "handCount",
        (COUNT(*) OVER ())::int AS "total"
      FROM "Exam" e
      LEFT JOIN "Paper" p ON p."examId" = e."id"
      WHERE ${where}
      GROUP BY e."id"
      ORDER BY "procCount" DESC, "handCount" DESC, e."startTime" DESC, e."id"
      LIMIT ${size} OFFSET ${(current - 1) * size}`;
    // A page past the end has no row to carry the total.
    const total =
      rows[0]?.total ??
      (current > 1
        ? await this.infra.prisma.$queryRaw<[{ n: number }]>`
            SELECT COUNT(*)::int AS n FROM "Exam" e WHERE ${where}`.then(([r]) => r.n)
        : 0);
    const records = rows.map(({ id, title, procCount, handCount }) => ({
      id,
      title,
      procCount,
      handCount,
    }));
    return toPage(records, total, current, size);
  }
}

/** Starts of the last `n` calendar days in the server's time zone, plus the start of tomorrow. */
export function dayBounds(now: Date, n: number): Date[] {
  const today = dayjs(now).startOf('day');
  return Array.from({ length: n + 1 }, (_, i) => today.subtract(n - 1 - i, 'day').toDate());
}

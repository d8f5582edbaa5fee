import type { Infra } from '../../core/infra.ts';

export interface DashboardCounts {
  userCount: number;
  examCount: number;
  repoCount: number;
  quCount: number;
}

export class StatsService {
  constructor(private readonly infra: Infra) {}

  /** Dashboard count tiles; later features add their counts here. */
  async dashboardCounts(): Promise<DashboardCounts> {
    const db = this.infra.prisma;
    const [userCount, examCount, repoCount, quCount] = await Promise.all([
      db.user.count(),
      db.exam.count(),
      db.repo.count(),
      db.question.count({ where: { parentId: null } }),
    ]);
    return { userCount, examCount, repoCount, quCount };
  }
}

import type { Infra } from '../../core/infra.ts';

export interface DashboardCounts {
  userCount: number;
}

export class StatsService {
  constructor(private readonly infra: Infra) {}

  /** Dashboard count tiles; later features add their counts here. */
  async dashboardCounts(): Promise<DashboardCounts> {
    const userCount = await this.infra.prisma.user.count();
    return { userCount };
  }
}

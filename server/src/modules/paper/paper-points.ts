import type { Infra } from '../../core/infra.ts';
import type { PointsService } from '../points/index.ts';

/** Passing an exam earns the examPass rule's points once per exam (whichever paper passed). */
export async function awardExamPass(
  infra: Infra,
  points: PointsService,
  userId: string,
  examId: string,
): Promise<void> {
  const exam = await infra.prisma.exam.findUnique({
    where: { id: examId },
    select: { title: true },
  });
  await points.award(userId, 'examPass', `exam-pass:${examId}`, { exam: exam?.title ?? '' });
}

/**
 * The deadline job and the sweep through real BullMQ consumers (register-jobs.ts): a delayed job
 * scheduled for an overdue paper fires and hands it in; both jobs are registered.
 */
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '../../platform.ts';
import { rest, resetDatabase, startTestPlatform } from '../../../test/helpers.ts';
import { asStudent } from '../../../test/identities.ts';
import { jobDefinitions } from '../../worker/register-jobs.ts';
import { DEADLINE_JOB, EXAM_DEADLINES_JOB, PAPER_QUEUE, SWEEP_JOB } from './paper.constants.ts';
import { buildExam } from '../../../test/factories/exam.ts';
import { buildSingleBank } from '../../../test/factories/question.ts';
import { HandBy } from '../sitting/index.ts';

async function until<T>(f: () => Promise<T | null>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await f();
    if (v !== null) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('paper jobs on BullMQ', () => {
  let p: Platform;
  beforeAll(async () => {
    p = await startTestPlatform({ runJobs: true });
    await resetDatabase(p);
  });
  afterAll(() => p.stop());

  it("the exam's delayed deadline job fires and hands the paper in (by 2)", async () => {
    const { repo } = await buildSingleBank(p.infra.prisma, 2);
    const exam = await buildExam(p.infra.prisma, {
      rules: [{ repoId: repo.id, quType: 1, quCount: 2, quScore: 1 }],
    });
    const { token } = await asStudent(p);
    const created = await rest<{ id: string }>(
      p,
      '/api/paper/paper/create-paper',
      { examId: exam.id },
      { token },
    );
    expect(created.code).toBe(0);
    const paperId = created.data.id;
    // Move the deadline so that deadline + grace is 1 s away, and schedule its job.
    const deadline = new Date(Date.now() - 4_000);
    await p.infra.prisma.paper.update({ where: { id: paperId }, data: { deadline } });
    expect(await p.services.papers.scheduleDeadline(exam.id, deadline)).toBe(true);
    const handed = await until(async () => {
      const row = await p.infra.prisma.paper.findUniqueOrThrow({ where: { id: paperId } });
      return row.state === 0 ? null : row;
    });
    expect(handed).toMatchObject({ state: 2, handBy: HandBy.DEADLINE_JOB });
  });

  it('the deadline jobs and the sweep are registered; the sweep repeats every 30 s', () => {
    const mine = jobDefinitions.filter((d) => d.queue === PAPER_QUEUE);
    expect(mine.map((d) => [d.name, d.every])).toEqual([
      [EXAM_DEADLINES_JOB, undefined],
      [DEADLINE_JOB, undefined],
      [SWEEP_JOB, 30_000],
    ]);
  });
});

/**
 * Who may do what with a training: a learner touches only their own
 * trainings. Another learner's training is reported as not existing (DATA_NOT_FOUND 60000001), so a
 * guessed id reveals nothing; naming someone else as the training's user is refused outright.
 */
import type { SessionUser } from '../../core/auth/session-user.ts';
import { AppError } from '../../core/errors/index.ts';

function canAccessTraining(session: SessionUser, training: { userId: string }): boolean {
  return training.userId === session.userId;
}

/** The training if the caller owns it; DATA_NOT_FOUND when it is missing or someone else's. */
export function authorizeTraining<T extends { userId: string }>(
  session: SessionUser,
  training: T | null,
): T {
  if (training === null || !canAccessTraining(session, training)) {
    throw new AppError('DATA_NOT_FOUND');
  }
  return training;
}

/** A start request may name a user, but only the caller: PERMISSION_DENIED otherwise. */
export function authorizeTrainee(session: SessionUser, userId: string | undefined): string {
  if (userId !== undefined && userId !== session.userId) throw new AppError('PERMISSION_DENIED');
  return session.userId;
}

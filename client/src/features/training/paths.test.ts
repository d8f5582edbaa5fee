import { describe, expect, it } from 'vitest';
import { TRAIN_KIND } from '../question/questionTypes';
import { bookBackPath, trainingPath } from './paths';

describe('training paths', () => {
  it('names a bank, the whole book, a bank of the book and one exam of the book', () => {
    expect(trainingPath(TRAIN_KIND.BANK, 'r1', 11)).toBe('/web/repo/training/r1/11');
    expect(trainingPath(TRAIN_KIND.BOOK, null, 12)).toBe('/web/book/training/all/12');
    expect(trainingPath(TRAIN_KIND.BOOK, 'r1', 11)).toBe('/web/book/training/r1/11');
    expect(trainingPath(TRAIN_KIND.BOOK, null, 11, 'x 1')).toBe(
      '/web/book/training/all/11?examId=x%201',
    );
    // An exam limits only a wrong-answer-book practice.
    expect(trainingPath(TRAIN_KIND.BANK, 'r1', 11, 'x1')).toBe('/web/repo/training/r1/11');
  });

  it('goes back to the exam’s wrong questions from an exam practice, else to the book', () => {
    expect(bookBackPath(null, 'x1')).toBe('/web/book/list/x1');
    expect(bookBackPath('r1', null)).toBe('/web/book?repoId=r1');
    expect(bookBackPath(null, null)).toBe('/web/book');
  });
});

import { graphql } from '../../gql';

/**
 * The exam page's operations. The question carries the learner's own answer and nothing of the
 * key: the page asks for no key field at all (the server nulls them while the paper runs anyway).
 */

/**
 * The learner's running paper of this exam with its answer sheet, or null (the page resumes only
 * that one; the check page creates it). serverTime comes with it: the page's first reading of the
 * server clock (seq floor). One request when a sitting starts, all learners at once.
 */
export const ExamTakeOpenPaperDocument = graphql(`
  query ExamTakeOpenPaper($examId: ID!) {
    serverTime
    openPaper(examId: $examId) {
      id
      examId
      title
      state
      leftSeconds
      totalScore
      qualifyScore
      handMin
      startedAt
      deadline
      quCount
      answeredCount
      items {
        quId
        quType
        sort
        score
        answered
        mark
      }
    }
  }
`);

export const ExamTakeQuestionDocument = graphql(`
  query ExamTakeQuestion($paperId: ID!, $quId: ID!) {
    paperQuestion(paperId: $paperId, quId: $quId) {
      id
      quId
      paperId
      sort
      quType
      level
      content
      answered
      mark
      score
      seq
      answer
      blanks
      matchChoices
      options {
        id
        abc
        content
        image
        checked
      }
      pairs {
        leftId
        text
      }
      subList {
        id
        quType
        level
        content
        answered
        answer
        blanks
        matchChoices
        options {
          id
          abc
          content
          image
          checked
        }
        pairs {
          leftId
          text
        }
      }
    }
  }
`);

export const ExamTakeFillAnswerDocument = graphql(`
  mutation ExamTakeFillAnswer($input: FillAnswerInput!) {
    fillAnswer(input: $input) {
      applied
      seq
    }
  }
`);

/** Each re-sync of the countdown also reads the server clock again. */
export const ExamTakeLeftTimeDocument = graphql(`
  query ExamTakeLeftTime($id: ID!) {
    paperLeftTime(id: $id)
    serverTime
  }
`);

export const ExamTakeHandExamDocument = graphql(`
  mutation ExamTakeHandExam($id: ID!) {
    handExam(id: $id) {
      id
      state
      userScore
      totalScore
      passed
    }
  }
`);

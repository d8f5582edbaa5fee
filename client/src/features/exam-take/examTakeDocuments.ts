import { graphql } from '../../gql';

/**
 * The exam page's operations. The question carries the learner's own answer and nothing of the
 * key: the page asks for no key field at all (the server nulls them while the paper runs anyway).
 */

/** The learner's running paper of this exam, if any (the page resumes only that one). */
export const ExamTakeOpenPaperDocument = graphql(`
  query ExamTakeOpenPaper($examId: ID!) {
    openPaperId(examId: $examId)
  }
`);

export const ExamTakeCreatePaperDocument = graphql(`
  mutation ExamTakeCreatePaper($input: CreatePaperInput!) {
    createPaper(input: $input) {
      id
    }
  }
`);

/** serverTime comes with the paper: the page's first reading of the server clock (seq floor). */
export const ExamTakePaperDocument = graphql(`
  query ExamTakePaper($id: ID!) {
    serverTime
    paper(id: $id) {
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

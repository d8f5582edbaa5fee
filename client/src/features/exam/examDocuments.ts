import { graphql } from '../../gql';

export const LearnerExamsDocument = graphql(`
  query LearnerExams($input: LearnerExamPageInput) {
    learnerExams(input: $input) {
      total
      pages
      records {
        id
        title
        examType
        examTypeText
        offline
        openType
        startTime
        endTime
        totalTime
        totalScore
        qualifyScore
        chance
        attemptsUsed
        listState
        applyOn
        applyState
        admitted
        openPaperId
      }
    }
  }
`);

export const ApplyExamDocument = graphql(`
  mutation ApplyExam($input: ExamApplyInput!) {
    applyExam(input: $input) {
      id
      auditState
    }
  }
`);

export const ExamCheckInfoDocument = graphql(`
  query ExamCheckInfo($id: ID!) {
    examCheckInfo(id: $id) {
      id
      title
      content
      examType
      examTypeText
      openType
      needsPassword
      startTime
      endTime
      totalTime
      totalScore
      qualifyScore
      chance
      attemptsUsed
      attemptsLeft
      lateMax
      handMin
      camOn
      faceOn
      leaveOn
      staggerMinutes
      startSlot
      startSlotIn
      realNameRequired
      listState
      openPaperId
      rules {
        quType
        quCount
        quScore
        totalScore
      }
      startBlock {
        code
        subCode
        message
      }
    }
  }
`);

export const CreatePaperDocument = graphql(`
  mutation CreatePaper($input: CreatePaperInput!) {
    createPaper(input: $input) {
      id
    }
  }
`);

/**
 * A handed-in paper question: the learner's answer and, when revealed, the key (same shape as
 * training). The learner's result page and the marker's review both read it.
 */
export const PaperQuestionFieldsFragment = graphql(`
  fragment PaperQuestion_fields on PaperQuestion {
    id
    quId
    sort
    quType
    level
    content
    answered
    isRight
    analysis
    answer
    blanks
    referenceAnswer
    rightBlanks
    matchChoices
    options {
      id
      abc
      content
      image
      checked
      isRight
    }
    pairs {
      leftId
      text
    }
    rightPairs {
      leftId
      text
    }
    subList {
      id
      quType
      level
      content
      answered
      isRight
      analysis
      answer
      blanks
      referenceAnswer
      rightBlanks
      matchChoices
      options {
        id
        abc
        content
        image
        checked
        isRight
      }
      pairs {
        leftId
        text
      }
      rightPairs {
        leftId
        text
      }
    }
  }
`);

export const PaperResultDocument = graphql(`
  query PaperResult($id: ID!) {
    paperResult(id: $id) {
      id
      examId
      title
      state
      userTime
      startedAt
      handedAt
      totalScore
      qualifyScore
      objScore
      subjScore
      userScore
      passed
      reviewState
      answerDisplay
      answersFrom
      answersVisible
      answersHeldByExam
      items {
        quId
        quType
        sort
        score
        userScore
        isRight
        needsMarking
        comment
        question {
          ...PaperQuestion_fields
        }
      }
    }
  }
`);

export const MyPapersDocument = graphql(`
  query MyPapers($input: MyPaperPageInput) {
    myPapers(input: $input) {
      total
      pages
      records {
        id
        examId
        examTitle
        state
        startedAt
        handedAt
        userTime
        totalScore
        qualifyScore
        userScore
        passed
        reviewState
      }
    }
  }
`);

export const ExamWrongQuestionsDocument = graphql(`
  query ExamWrongQuestions($input: WrongBookQuestionPageInput) {
    wrongBookQuestions(input: $input) {
      total
      current
      size
      records {
        quId
        quType
        repoId
        repoTitle
        title
        wrongCount
        rightStreak
        lastWrongAt
      }
    }
  }
`);

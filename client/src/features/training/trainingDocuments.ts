import { graphql } from '../../gql';

/** Everything the practice screen shows of a question (a composite's parts one level down). */
export const TrainingQuestionFieldsFragment = graphql(`
  fragment TrainingQuestion_fields on TrainingQuestion {
    id
    quId
    trainId
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

export const TrainingHeaderFragment = graphql(`
  fragment Training_header on Training {
    id
    kind
    mode
    modeText
    repoId
    examId
    repoTitle
    title
    state
    total
    answered
    rightCount
    percent
    createdAt
    updatedAt
  }
`);

export const StartTrainingDocument = graphql(`
  mutation StartTraining($input: StartTrainingInput!) {
    startTraining(input: $input) {
      ...Training_header
    }
  }
`);

export const TrainingQuestionDocument = graphql(`
  query TrainingQuestion($input: TrainingQuestionInput!) {
    trainingQuestion(input: $input) {
      ...TrainingQuestion_fields
    }
  }
`);

export const CheckTrainingAnswerDocument = graphql(`
  mutation CheckTrainingAnswer($input: TrainingAnswerInput!) {
    checkTrainingAnswer(input: $input) {
      ...TrainingQuestion_fields
    }
  }
`);

export const FillTrainingAnswerDocument = graphql(`
  mutation FillTrainingAnswer($input: TrainingAnswerInput!) {
    fillTrainingAnswer(input: $input) {
      ...TrainingQuestion_fields
    }
  }
`);

export const TrainingCardDocument = graphql(`
  query TrainingCard($id: ID!) {
    trainingCard(id: $id) {
      id
      kind
      mode
      state
      total
      answered
      rightCount
      wrongCount
      percent
      items {
        quId
        quType
        sort
        answered
        isRight
      }
    }
  }
`);

export const TrainingDetailDocument = graphql(`
  query TrainingDetail($id: ID!) {
    training(id: $id) {
      ...Training_header
    }
  }
`);

export const FinishTrainingDocument = graphql(`
  mutation FinishTraining($id: ID!) {
    finishTraining(id: $id) {
      ...Training_header
    }
  }
`);

export const MyTrainingsDocument = graphql(`
  query MyTrainings($input: TrainingPageInput) {
    myTrainings(input: $input) {
      current
      size
      total
      pages
      records {
        ...Training_header
      }
    }
  }
`);

/** /web/qu/view/{id}: a bank question with its key (as rote mode shows it). */
export const QuestionDetailDocument = graphql(`
  query QuestionDetail($id: ID!) {
    questionDetail(id: $id) {
      repoId
      repoTitle
      chapterTitle
      question {
        ...TrainingQuestion_fields
      }
    }
  }
`);

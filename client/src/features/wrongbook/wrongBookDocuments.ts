import { graphql } from '../../gql';

/** The learner's banks with wrong answers, and their counts. */
export const WrongBookReposDocument = graphql(`
  query WrongBookRepos($input: WrongBookRepoPageInput) {
    wrongBookRepos(input: $input) {
      total
      records {
        repoId
        repoTitle
        quCount
        wrongCount
        lastWrongAt
      }
    }
  }
`);

/** A page of the learner's wrong questions: by bank, by exam, by question text. */
export const WrongBookQuestionsDocument = graphql(`
  query WrongBookQuestions($input: WrongBookQuestionPageInput) {
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

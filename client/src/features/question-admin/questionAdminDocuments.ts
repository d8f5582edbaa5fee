import { graphql } from '../../gql';

export const AdminQuestionPagingDocument = graphql(`
  query AdminQuestionPaging($input: AdminQuestionPagingInput) {
    adminQuestionPaging(input: $input) {
      current
      size
      total
      records {
        id
        repoId
        repoTitle
        chapterId
        chapterTitle
        quType
        level
        contentText
        optionCount
        subCount
        updateTime
      }
    }
  }
`);

export const AdminQuestionDocument = graphql(`
  query AdminQuestion($id: ID!) {
    adminQuestion(id: $id) {
      id
      repoId
      chapterId
      quType
      level
      content
      analysis
      answerList {
        id
        abc
        content
        image
        isRight
        answer
      }
      subList {
        id
        quType
        level
        content
        analysis
        answerList {
          id
          abc
          content
          image
          isRight
          answer
        }
      }
    }
  }
`);

export const SaveQuestionDocument = graphql(`
  mutation SaveQuestion($input: SaveQuestionInput!) {
    saveQuestion(input: $input) {
      id
    }
  }
`);

export const DeleteQuestionsDocument = graphql(`
  mutation DeleteQuestions($ids: [ID!]!) {
    deleteQuestions(ids: $ids)
  }
`);

/** Banks for selectors. */
export const RepoOptionsDocument = graphql(`
  query RepoOptions {
    repoPaging(input: { size: 100 }) {
      total
      records {
        id
        title
      }
    }
  }
`);

export const RepoChapterOptionsDocument = graphql(`
  query RepoChapterOptions($repoId: ID!) {
    repoChapters(repoId: $repoId) {
      id
      title
      quCount
    }
  }
`);

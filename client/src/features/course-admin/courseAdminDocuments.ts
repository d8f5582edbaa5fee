import { graphql } from '../../gql';

export const AdminCoursesDocument = graphql(`
  query AdminCourses($input: CoursePagingInput) {
    courses(input: $input) {
      total
      records {
        id
        title
        state
        openType
        sort
        itemCount
        updateTime
      }
    }
  }
`);

export const AdminCourseDocument = graphql(`
  query AdminCourse($id: ID!) {
    course(id: $id) {
      id
      title
      coverId
      cover
      content
      state
      openType
      dragLimit
      finishShare
      sort
      departIds
      groupIds
      userIds
      chapters {
        id
        title
        items {
          id
          title
          itemType
          fileId
          refId
          fileUrl
        }
      }
    }
  }
`);

export const SaveCourseDocument = graphql(`
  mutation SaveCourse($input: SaveCourseInput!) {
    saveCourse(input: $input) {
      id
    }
  }
`);

export const SetCourseStateDocument = graphql(`
  mutation SetCourseState($ids: [ID!]!, $state: Int!) {
    setCourseState(ids: $ids, state: $state)
  }
`);

export const SetCourseSortDocument = graphql(`
  mutation SetCourseSort($id: ID!, $sort: Int!) {
    setCourseSort(id: $id, sort: $sort) {
      id
      sort
    }
  }
`);

export const DeleteCoursesDocument = graphql(`
  mutation DeleteCourses($ids: [ID!]!) {
    deleteCourses(ids: $ids)
  }
`);

/** The title of a stored item's bank (its selector shows it). */
export const CourseRefRepoDocument = graphql(`
  query CourseRefRepo($id: ID!) {
    repoDetail(id: $id) {
      id
      title
    }
  }
`);

/** The title of a stored item's exam (its selector shows it). */
export const CourseRefExamDocument = graphql(`
  query CourseRefExam($id: ID!) {
    examDetail(id: $id) {
      id
      title
    }
  }
`);

export const CourseFilesDocument = graphql(`
  query CourseFiles($input: CourseFilePagingInput) {
    courseFiles(input: $input) {
      total
      records {
        fileId
        name
        kind
        size
        url
        useCount
        state
        progress
        message
        encode
        quality
        duration
      }
    }
  }
`);

export const TranscodeCourseFileDocument = graphql(`
  mutation TranscodeCourseFile($fileId: ID!) {
    transcodeCourseFile(fileId: $fileId) {
      fileId
      state
      progress
      message
    }
  }
`);

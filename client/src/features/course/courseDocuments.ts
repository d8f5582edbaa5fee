import { graphql } from '../../gql';

export const MyCoursesDocument = graphql(`
  query MyCourses($input: CoursePagingInput) {
    myCourses(input: $input) {
      total
      records {
        id
        title
        cover
        itemCount
        finishedCount
        percent
      }
    }
  }
`);

export const LearnerCourseDocument = graphql(`
  query LearnerCourse($id: ID!) {
    learnerCourse(id: $id) {
      id
      title
      cover
      content
      itemCount
      finishedCount
      percent
      chapters {
        id
        title
        items {
          id
          title
          itemType
        }
      }
      progress {
        itemId
        furthest
        duration
        finished
      }
    }
  }
`);

export const OpenCourseItemDocument = graphql(`
  mutation OpenCourseItem($itemId: ID!) {
    openCourseItem(itemId: $itemId) {
      itemId
      courseId
      courseTitle
      chapterTitle
      title
      itemType
      refId
      fileUrl
      dragLimit
      finishShare
      playback {
        url
        hls
        encrypted
        keyAuth
        state
        renditions {
          quality
          height
          url
        }
      }
      progress {
        itemId
        position
        furthest
        duration
        finished
      }
      goal {
        itemType
        done
        required
        total
        passMark
        finished
      }
      documentKind
      documentUrl
      fileName
    }
  }
`);

export const ReportCourseProgressDocument = graphql(`
  mutation ReportCourseProgress($itemId: ID!, $position: Float!, $duration: Float) {
    reportCourseProgress(itemId: $itemId, position: $position, duration: $duration) {
      itemId
      position
      furthest
      duration
      finished
    }
  }
`);

export const MyCourseCompletionDocument = graphql(`
  query MyCourseCompletion {
    myCourseCompletion {
      courseId
      title
      itemCount
      finishedCount
      percent
      lastStudyTime
    }
  }
`);

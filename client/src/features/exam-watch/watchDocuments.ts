import { graphql } from '../../gql';

export const WatchStatDocument = graphql(`
  query WatchStat($examId: ID!) {
    watchStat(examId: $examId) {
      requireCount
      processCount
      handCount
      missCount
      onlineCount
    }
  }
`);

export const WatchRowsDocument = graphql(`
  query WatchRows($query: WatchRowQuery!, $current: Int, $size: Int) {
    watchRows(query: $query, current: $current, size: $size) {
      total
      pages
      current
      size
      records {
        id
        userId
        realName
        userName
        deptName
        online
        lastSeen
        answerCount
        quCount
        leaveTimes
        faceFails
        image
      }
    }
  }
`);

/** The exam's title for the console header (needs exam:list; the console works without it). */
export const WatchExamTitleDocument = graphql(`
  query WatchExamTitle($id: ID!) {
    examDetail(id: $id) {
      id
      title
    }
  }
`);

export const ExamWatchEventsDocument = graphql(`
  subscription ExamWatchEvents($examId: ID!) {
    examWatchEvents(examId: $examId) {
      kind
      examId
      userId
      paperId
      at
      online
      answered
      total
      leaveTimes
      leaveSeconds
      snapshotUrl
      facePass
      faceScore
      failCount
      handBy
      exState
      exMsg
      deadline
    }
  }
`);

export const SendWatchMessageDocument = graphql(`
  mutation SendWatchMessage($input: WatchMessageInput!) {
    sendWatchMessage(input: $input) {
      success
      fail
    }
  }
`);

export const ForceHandDocument = graphql(`
  mutation ForceHand($input: ForceHandInput!) {
    forceHand(input: $input)
  }
`);

export const ForceHandAllDocument = graphql(`
  mutation ForceHandAll($input: ForceHandAllInput!) {
    forceHandAll(input: $input) {
      success
      fail
    }
  }
`);

export const PaperEventsDocument = graphql(`
  query PaperEvents($paperId: ID!) {
    paperEvents(paperId: $paperId) {
      paperId
      realName
      state
      exState
      exMsg
      leaveTimes
      faceFails
      leaves {
        id
        startedAt
        seconds
        leaveTimes
      }
      captures {
        id
        createdAt
        url
        facePass
        faceScore
        faceMsg
        failCount
      }
    }
  }
`);

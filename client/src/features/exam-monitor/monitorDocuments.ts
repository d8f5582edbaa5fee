import { graphql } from '../../gql';

/** The running paper's camera, face-check and screen-leave settings (read once by the exam page). */
export const PaperMonitorDocument = graphql(`
  query PaperMonitor($id: ID!) {
    paperMonitor(id: $id) {
      paperId
      camOn
      camInterval
      faceOn
      faceChance
      faceFails
      leaveOn
      leaveCount
      leaveSeconds
      leaveTimes
    }
  }
`);

export const SaveCaptureDocument = graphql(`
  mutation SaveCapture($input: CaptureSaveInput!) {
    saveCapture(input: $input) {
      isBreak
      failCount
      faceChance
      leftChances
      pass
      failMsg
      captureId
    }
  }
`);

export const CheckProcessDocument = graphql(`
  mutation CheckProcess($id: ID!) {
    checkProcess(id: $id) {
      leaveTimes
      overLimit
      leaveCount
      leaveSeconds
    }
  }
`);

export const LeaveIncrDocument = graphql(`
  mutation LeaveIncr($input: LeaveIncrInput!) {
    leaveIncr(input: $input) {
      leaveTimes
      overLimit
      leaveCount
      leaveSeconds
    }
  }
`);

/** What the proctor tells the learner while they sit the exam. */
export const MyExamEventsDocument = graphql(`
  subscription MyExamEvents($examId: ID!) {
    myExamEvents(examId: $examId) {
      kind
      examId
      paperId
      message
      at
      handBy
      deadline
    }
  }
`);

import { graphql } from '../../gql';

export const AdminExamsDocument = graphql(`
  query AdminExams($input: AdminExamPageInput) {
    adminExams(input: $input) {
      total
      current
      size
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
        state
        listState
        paperCount
        canProctor
        createdAt
      }
    }
  }
`);

export const ExamDetailDocument = graphql(`
  query ExamDetail($id: ID!) {
    examDetail(id: $id) {
      id
      title
      content
      examType
      offline
      openType
      password
      applyOn
      state
      listState
      startTime
      endTime
      totalTime
      totalScore
      qualifyScore
      chance
      lateMax
      handMin
      staggerMinutes
      shuffleQuestions
      shuffleOptions
      answerDisplay
      partialCredit
      camOn
      camInterval
      faceOn
      faceChance
      leaveOn
      leaveCount
      leaveSeconds
      departIds
      groupIds
      userIds
      proctors {
        kind
        id
        name
      }
      paperCount
      ruleList {
        id
        repoId
        repoTitle
        chapterId
        chapterTitle
        quType
        level
        quCount
        quScore
      }
    }
  }
`);

/** Just the header of an exam (watch detail title). */
export const ExamTitleDocument = graphql(`
  query ExamTitle($id: ID!) {
    examDetail(id: $id) {
      id
      title
      startTime
      endTime
      totalTime
      totalScore
      listState
      proctors {
        kind
        id
        name
      }
    }
  }
`);

export const SaveExamDocument = graphql(`
  mutation SaveExam($input: ExamSaveInput!) {
    saveExam(input: $input)
  }
`);

export const SetExamStateDocument = graphql(`
  mutation SetExamState($id: ID!, $state: Int!) {
    setExamState(id: $id, state: $state)
  }
`);

export const DeleteExamsDocument = graphql(`
  mutation DeleteExams($ids: [ID!]!) {
    deleteExams(ids: $ids)
  }
`);

/** How many questions a rule's slice of a bank holds (the question list's total). */
export const RuleQuestionCountDocument = graphql(`
  query RuleQuestionCount($input: AdminQuestionPagingInput) {
    adminQuestionPaging(input: $input) {
      total
    }
  }
`);

/** Display names of the users in an exam's scope. */
export const ScopeUserNameDocument = graphql(`
  query ScopeUserName($id: ID!) {
    adminUser(id: $id) {
      id
      userName
      realName
      familyName
    }
  }
`);

export const ExamAppliesDocument = graphql(`
  query ExamApplies($input: ExamApplyPageInput) {
    examApplies(input: $input) {
      total
      current
      size
      records {
        id
        examId
        examTitle
        userId
        applyUser
        familyName
        userName
        applyTime
        applyMsg
        auditState
        auditBy
        auditByName
        auditMsg
        auditTime
        auditUsed
      }
    }
  }
`);

export const AuditExamAppliesDocument = graphql(`
  mutation AuditExamApplies($input: AuditExamAppliesInput!) {
    auditExamApplies(input: $input)
  }
`);

export const DeleteExamAppliesDocument = graphql(`
  mutation DeleteExamApplies($ids: [ID!]!) {
    deleteExamApplies(ids: $ids)
  }
`);

export const ExamPapersDocument = graphql(`
  query ExamPapers($input: ExamPaperPageInput) {
    examPapers(input: $input) {
      total
      current
      size
      records {
        id
        examId
        userId
        realName
        familyName
        userName
        deptName
        state
        startedAt
        handedAt
        userTime
        userScore
        objScore
        subjScore
        totalScore
        qualifyScore
        passed
        reviewState
        exState
        exMsg
        leaveTimes
        handBy
      }
    }
  }
`);

export const HandedInPapersDocument = graphql(`
  query HandedInPapers($input: HandedInPaperPageInput!) {
    handedInPapers(input: $input) {
      total
      current
      size
      records {
        id
        userId
        realName
        familyName
        userName
        deptName
        handTime
        userTime
        state
        handBy
        userScore
        exState
        exMsg
        leaveTimes
      }
    }
  }
`);

export const MarkPapersAsDocument = graphql(`
  mutation MarkPapersAs($input: MarkPapersAsInput!) {
    markPapersAs(input: $input)
  }
`);

export const DeletePapersDocument = graphql(`
  mutation DeletePapers($ids: [ID!]!) {
    deletePapers(ids: $ids)
  }
`);

export const GrantExtraTimeDocument = graphql(`
  mutation GrantExtraTime($input: ExtraTimeInput!) {
    grantExtraTime(input: $input) {
      paperId
      deadline
      leftSeconds
    }
  }
`);

export const PaperReviewDocument = graphql(`
  query PaperReview($id: ID!) {
    paperReview(id: $id) {
      id
      examId
      examTitle
      userId
      realName
      familyName
      userName
      deptName
      state
      startedAt
      handedAt
      userTime
      userScore
      objScore
      subjScore
      totalScore
      qualifyScore
      passed
      reviewState
      markingLeft
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

export const ReviewPaperDocument = graphql(`
  mutation ReviewPaper($input: ReviewPaperInput!) {
    reviewPaper(input: $input) {
      id
      state
      objScore
      subjScore
      userScore
      totalScore
      passed
    }
  }
`);

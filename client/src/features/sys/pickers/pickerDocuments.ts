import { graphql } from '../../../gql';

/** The department tree for pickers (any signed-in user); departments nest at most 6 deep here. */
export const DepartmentTreeSelectDocument = graphql(`
  query DepartmentTreeSelect {
    departmentTreeSelect {
      id
      deptCode
      deptName
      children {
        id
        deptCode
        deptName
        children {
          id
          deptCode
          deptName
          children {
            id
            deptCode
            deptName
            children {
              id
              deptCode
              deptName
              children {
                id
                deptCode
                deptName
              }
            }
          }
        }
      }
    }
  }
`);

/** Roles for selects (name with level), highest rank first. */
export const RoleOptionsDocument = graphql(`
  query RoleOptions {
    roles {
      id
      roleName
      roleLevel
      roleType
      editable
    }
  }
`);

/** Groups for the group picker. */
export const GroupOptionsDocument = graphql(`
  query GroupOptions($title: String) {
    groupPaging(input: { current: 1, size: 100, title: $title }) {
      total
      records {
        id
        groupName
        memberCount
      }
    }
  }
`);

/** Users for the user select dialog. */
export const UserSelectPagingDocument = graphql(`
  query UserSelectPaging($input: AdminUserPagingInput) {
    adminUserPaging(input: $input) {
      total
      current
      size
      records {
        id
        userName
        realName
        familyName
        deptCode
        deptCodeDictText
        mobile
        email
        state
      }
    }
  }
`);

/** Banks for the bank selector and the repository picker dialog (search by title, paged). */
export const RepoPickPagingDocument = graphql(`
  query RepoPickPaging($input: RepoPagingInput) {
    repoPaging(input: $input) {
      total
      records {
        id
        title
        quCount
        objCount
        subjCount
      }
    }
  }
`);

/** Exams for the exam selector and the admin exam selection dialog. */
export const AdminExamPickPagingDocument = graphql(`
  query AdminExamPickPaging($input: AdminExamPageInput) {
    adminExams(input: $input) {
      total
      records {
        id
        title
        examType
        examTypeText
        offline
        startTime
        totalScore
      }
    }
  }
`);

/** Exams open to the learner, for the learner's exam selection dialog. */
export const LearnerExamPickPagingDocument = graphql(`
  query LearnerExamPickPaging($input: LearnerExamPageInput) {
    learnerExams(input: $input) {
      total
      records {
        id
        title
        examType
        examTypeText
        offline
        startTime
        totalScore
      }
    }
  }
`);

/** Message templates for the template selector. */
export const TmplPickPagingDocument = graphql(`
  query TmplPickPaging($title: String, $size: Int) {
    notifyTmpls(title: $title, current: 1, size: $size) {
      total
      records {
        id
        title
        channels
      }
    }
  }
`);

/** Users for the user selector (account, name or mobile). */
export const UserPickPagingDocument = graphql(`
  query UserPickPaging($input: AdminUserPagingInput) {
    adminUserPaging(input: $input) {
      total
      records {
        id
        userName
        realName
        familyName
        deptCodeDictText
        mobile
      }
    }
  }
`);

import { graphql } from '../../gql';

export const GroupPagingDocument = graphql(`
  query GroupPaging($input: GroupPagingInput) {
    groupPaging(input: $input) {
      total
      records {
        id
        groupName
        remark
        memberCount
        createTime
      }
    }
  }
`);

export const CreateGroupDocument = graphql(`
  mutation CreateGroup($input: CreateGroupInput!) {
    createGroup(input: $input) {
      id
    }
  }
`);

export const UpdateGroupDocument = graphql(`
  mutation UpdateGroup($input: UpdateGroupInput!) {
    updateGroup(input: $input) {
      id
      groupName
      remark
    }
  }
`);

export const DeleteGroupsDocument = graphql(`
  mutation DeleteGroups($ids: [ID!]!) {
    deleteGroups(ids: $ids)
  }
`);

export const GroupMemberPagingDocument = graphql(`
  query GroupMemberPaging($input: GroupMemberPagingInput!) {
    groupMemberPaging(input: $input) {
      total
      records {
        id
        userId
        userName
        realName
        deptName
        mobile
        joinTime
      }
    }
  }
`);

export const JoinGroupsDocument = graphql(`
  mutation JoinGroups($input: GroupMembershipInput!) {
    joinGroups(input: $input)
  }
`);

export const RemoveGroupMembersDocument = graphql(`
  mutation RemoveGroupMembers($ids: [ID!]!) {
    removeGroupMembers(ids: $ids)
  }
`);

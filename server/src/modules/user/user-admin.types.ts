import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { TransferJobErrorFields, TransferJobFields } from '../../core/transfer/transfer.types.ts';

@ObjectType({ description: 'A user as the admin screens see it.' })
export class AdminUser {
  @Field(() => ID) id!: string;
  @Field(() => String) userName!: string;
  @Field(() => String) realName!: string;
  @Field(() => String) familyName!: string;
  @Field(() => String) className!: string;
  @Field(() => String, { nullable: true }) deptCode!: string | null;
  @Field(() => String, { nullable: true, description: 'Department name' })
  deptCodeDictText!: string | null;
  @Field(() => String, { nullable: true }) mobile!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => String, { nullable: true }) avatar!: string | null;
  @Field(() => Int, { description: '0 normal, 1 disabled, 2 pending review' }) state!: number;
  @Field(() => Int) points!: number;
  @Field(() => Date, { nullable: true }) expireTime!: Date | null;
  @Field(() => [String], { description: 'Role ids, highest rank first' }) roles!: string[];
  @Field(() => [String]) roleNames!: string[];
  @Field(() => Int, { description: '1 learner, 2 admin / proctor' }) roleType!: number;
  @Field(() => Boolean, {
    description: 'The built-in administrator account (not editable by others)',
  })
  builtIn!: boolean;
  @Field(() => Date) createTime!: Date;
  @Field(() => Date) updateTime!: Date;
}

@ObjectType()
export class AdminUserPage {
  @Field(() => [AdminUser]) records!: AdminUser[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class AdminUserOrderInput {
  @Field(() => String, { description: 'createTime, updateTime, userName, realName or state' })
  column!: 'createTime' | 'updateTime' | 'userName' | 'realName' | 'state';
  @Field(() => Boolean, { nullable: true }) asc?: boolean | null;
}

@InputType({ description: 'The user filters of the users screen.' })
export class AdminUserFilterInput {
  @Field(() => Int, { nullable: true, description: '0 normal, 1 disabled, 2 pending review' })
  state?: number | null;
  @Field(() => [ID], { nullable: true, description: 'User ids to leave out' })
  excludes?: string[] | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Department ids or codes whose users (subtrees included) are left out',
  })
  excludeDeparts?: string[] | null;
  @Field(() => [ID], { nullable: true, description: 'Group ids whose members are left out' })
  excludeGroups?: string[] | null;
  @Field(() => [ID], { nullable: true, description: 'Users holding any of these roles' })
  roleIds?: string[] | null;
  @Field(() => Int, {
    nullable: true,
    description: '2: users with an admin / proctor role; 1: users without one',
  })
  userType?: number | null;
  @Field(() => String, { nullable: true, description: 'The department and its subtree' })
  deptCode?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Searches account, real name, mobile (contains) and id (exact)',
  })
  userName?: string | null;
}

@InputType()
export class AdminUserPagingInput extends AdminUserFilterInput {
  @Field(() => Int, { nullable: true }) current?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
  @Field(() => [AdminUserOrderInput], { nullable: true }) orders?: AdminUserOrderInput[] | null;
}

@InputType()
export class UserExportInput extends AdminUserFilterInput {
  @Field(() => [ID], {
    nullable: true,
    description: 'Export only these users; absent: every user matching the filters',
  })
  ids?: string[] | null;
}

@InputType()
export class SaveUserInput {
  @Field(() => ID, {
    nullable: true,
    description: 'Absent: create (sys:user:add); else update (sys:user:update)',
  })
  id?: string | null;
  @Field(() => String) userName!: string;
  @Field(() => String) realName!: string;
  @Field(() => String, { nullable: true }) familyName?: string | null;
  @Field(() => String, { nullable: true }) className?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Required on create; empty on update keeps the current password',
  })
  password?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true, description: 'Mainland mobile; empty for none' })
  mobile?: string | null;
  @Field(() => String) deptCode!: string;
  @Field(() => [ID], { description: 'Role ids (at least one)' }) roles!: string[];
  @Field(() => String, {
    nullable: true,
    description: 'yyyy-MM-dd HH:mm:ss or ISO 8601; empty: never; absent: unchanged',
  })
  expireTime?: string | null;
  @Field(() => Int, { nullable: true, description: 'Absent: unchanged (create: 0 normal)' })
  state?: number | null;
}

@InputType()
export class ChangeUserPasswordInput {
  @Field(() => ID, { description: 'The user' }) id!: string;
  @Field(() => String) password!: string;
  @Field(() => String, { nullable: true, description: 'When given it must equal password' })
  confirm?: string | null;
}

@ObjectType()
export class UserTransferJobError extends TransferJobErrorFields {
  @Field(() => String, { description: 'Column key (userName, password, deptCode, ...) or header' })
  field!: string;
  @Field(() => String, { description: 'Catalogue name (PARAM_INVALID for format problems)' })
  subCode!: string;
  @Field(() => Int) code!: number;
}

@ObjectType({ description: 'An xlsx import or export of users (state kept in the database).' })
export class UserTransferJob extends TransferJobFields {
  @Field(() => Int, { description: 'Rows in the file (import) or users written (export)' })
  total!: number;
  @Field(() => Int, { description: 'Import: rows refused' }) failed!: number;
  @Field(() => [UserTransferJobError]) errors!: UserTransferJobError[];
  @Field(() => String, { nullable: true, description: 'Catalogue name when the job failed' })
  failReason!: string | null;
}

import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A question bank (learners see it too: it carries no answer data).' })
export class Repo {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => String) remark!: string;
  @Field(() => Int, { description: 'Top-level questions (a composite counts once)' })
  quCount!: number;
  @Field(() => Int, { description: 'Objective questions (machine-graded)' }) objCount!: number;
  @Field(() => Int, { description: 'Subjective questions (short answers, composites with one)' })
  subjCount!: number;
  @Field(() => Date) createTime!: Date;
  @Field(() => Date) updateTime!: Date;
}

@ObjectType()
export class RepoChapter {
  @Field(() => ID) id!: string;
  @Field(() => ID) repoId!: string;
  @Field(() => String) title!: string;
  @Field(() => Int) sort!: number;
  @Field(() => Int, { description: 'Top-level questions filed under this chapter' })
  quCount!: number;
}

@ObjectType()
export class RepoTypeCount {
  @Field(() => Int) quType!: number;
  @Field(() => Int) count!: number;
}

@ObjectType()
export class RepoDetail extends Repo {
  @Field(() => [RepoChapter]) chapters!: RepoChapter[];
  @Field(() => [RepoTypeCount], { description: 'Top-level questions per type' })
  typeCounts!: RepoTypeCount[];
}

@ObjectType()
export class RepoPage {
  @Field(() => [Repo]) records!: Repo[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class RepoOrderInput {
  @Field(() => String, { description: 'title, createTime, updateTime or quCount' })
  column!: 'title' | 'createTime' | 'updateTime' | 'quCount';
  @Field(() => Boolean, { nullable: true }) asc?: boolean | null;
}

@InputType()
export class RepoPagingInput {
  @Field(() => Int, { nullable: true }) current?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
  @Field(() => String, { nullable: true }) title?: string | null;
  @Field(() => [ID], { nullable: true, description: 'Bank ids to leave out (pickers)' })
  excludes?: string[] | null;
  @Field(() => [RepoOrderInput], { nullable: true }) orders?: RepoOrderInput[] | null;
}

@InputType()
export class RepoChapterInput {
  @Field(() => ID, { nullable: true, description: 'Absent: a new chapter' }) id?: string | null;
  @Field(() => String) title!: string;
  @Field(() => Int, { nullable: true, description: 'Default: the position in the list' })
  sort?: number | null;
}

@InputType()
export class SaveRepoInput {
  @Field(() => ID, {
    nullable: true,
    description: 'Absent: create (repo:add); else update (repo:update)',
  })
  id?: string | null;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) remark?: string | null;
  @Field(() => [RepoChapterInput], {
    nullable: true,
    description:
      'The complete chapter list: listed ids are kept, entries without id created, the rest deleted. Absent: unchanged.',
  })
  chapters?: RepoChapterInput[] | null;
}

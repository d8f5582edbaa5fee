import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An uploaded file; url serves it to callers allowed to see it.' })
export class StoredFileInfo {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: '/api/common/file/{id}' }) url!: string;
  @Field(() => String, { description: "The uploader's name with the detected extension" })
  name!: string;
  @Field(() => Int) size!: number;
  @Field(() => String) mime!: string;
  @Field(() => Int, { description: '1 image, 2 video, 3 audio, 4 recording, 5 file' })
  kind!: number;
  @Field(() => String, { description: 'public, private or site' }) visibility!: string;
  @Field(() => ID) ownerId!: string;
  @Field(() => Date) createTime!: Date;
}

@ObjectType({
  description:
    'How to upload from a GraphQL client: POST a multipart form with the file in `fieldName` to `url` (same session token).',
})
export class UploadTicket {
  @Field(() => String) ticket!: string;
  @Field(() => String, { description: 'Relative REST URL carrying the ticket' }) url!: string;
  @Field(() => String) fieldName!: string;
  @Field(() => Date) expiresAt!: Date;
  @Field(() => Int, { description: 'Largest accepted file in bytes' }) maxBytes!: number;
  @Field(() => [String], { description: 'Extensions the kind accepts (the bytes decide)' })
  accept!: string[];
}

@InputType()
export class CreateUploadTicketInput {
  @Field(() => Int, {
    nullable: true,
    description: '1 image, 2 video, 3 audio, 4 recording, 5 file; absent: any allowed type',
  })
  kind?: number | null;
  @Field(() => String, {
    nullable: true,
    description:
      'public (default), private, site (needs sys:config:update) or course (course media: needs course:add or course:update; learners read it through the course routes)',
  })
  visibility?: string | null;
}

@InputType()
export class CompleteDirectUploadInput {
  @Field(() => String, {
    description: "The object's key, in the caller's folder (the credentials' dir)",
  })
  key!: string;
  @Field(() => String, { nullable: true, description: "The uploader's file name" })
  name?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: '1 image, 2 video, 3 audio, 4 recording, 5 file; absent: any allowed type',
  })
  kind?: number | null;
  @Field(() => String, {
    nullable: true,
    description: 'As for an upload: public (default), private, site or course',
  })
  visibility?: string | null;
}

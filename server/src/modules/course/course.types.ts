import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One thing to study: 1 video, 2 document, 3 practice bank, 4 exam.' })
export class CourseItem {
  @Field(() => ID) id!: string;
  @Field(() => ID) chapterId!: string;
  @Field(() => String) title!: string;
  @Field(() => Int) itemType!: number;
  @Field(() => ID, { nullable: true, description: 'Video or document file' })
  fileId!: string | null;
  @Field(() => ID, { nullable: true, description: 'Practice bank or exam' }) refId!: string | null;
  @Field(() => String, {
    description:
      "Where the item's file is served ('' for links); learners: a document's course route, '' for a video (it plays from openCourseItem)",
  })
  fileUrl!: string;
}

@ObjectType()
export class CourseChapter {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => [CourseItem]) items!: CourseItem[];
}

@ObjectType({ description: 'A course.' })
export class Course {
  @Field(() => ID) id!: string;
  @Field(() => String) title!: string;
  @Field(() => ID, { nullable: true }) coverId!: string | null;
  @Field(() => String, { description: "The cover's address ('' without one)" }) cover!: string;
  @Field(() => String, { description: 'Sanitized rich text' }) content!: string;
  @Field(() => Int, { description: '0 published, 1 draft' }) state!: number;
  @Field(() => Int, { description: '1 everyone, 2 departments, 3 departments, groups, people' })
  openType!: number;
  @Field(() => Boolean, { description: 'A jump over 2 s beyond the furthest position snaps back' })
  dragLimit!: boolean;
  @Field(() => Int, {
    description:
      "Percent of a video to watch, and of a linked bank's questions to answer in practice, for the item to count as finished",
  })
  finishShare!: number;
  @Field(() => Int) sort!: number;
  @Field(() => Int) itemCount!: number;
  @Field(() => Date) createTime!: Date;
  @Field(() => Date) updateTime!: Date;
}

@ObjectType({ description: 'A course as its editor shows it: chapters, items and the scope.' })
export class CourseDetail extends Course {
  @Field(() => [CourseChapter]) chapters!: CourseChapter[];
  @Field(() => [ID]) departIds!: string[];
  @Field(() => [ID]) groupIds!: string[];
  @Field(() => [ID]) userIds!: string[];
}

@ObjectType()
export class CoursePage {
  @Field(() => [Course]) records!: Course[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@ObjectType({ description: "A learner's standing in one item (seconds)." })
export class CourseItemProgress {
  @Field(() => ID) itemId!: string;
  @Field(() => Float, { description: 'Where to resume' }) position!: number;
  @Field(() => Float, { description: 'The furthest position the server accepted' })
  furthest!: number;
  @Field(() => Float) duration!: number;
  @Field(() => Boolean) finished!: boolean;
}

@ObjectType({ description: 'A published course open to the learner, with their progress.' })
export class LearnerCourse extends Course {
  @Field(() => Int) finishedCount!: number;
  @Field(() => Int, { description: 'Whole percent of items finished' }) percent!: number;
}

@ObjectType()
export class LearnerCoursePage {
  @Field(() => [LearnerCourse]) records!: LearnerCourse[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@ObjectType({ description: 'The course page: chapters, items and progress on each.' })
export class LearnerCourseDetail extends LearnerCourse {
  @Field(() => [CourseChapter]) chapters!: CourseChapter[];
  @Field(() => [CourseItemProgress]) progress!: CourseItemProgress[];
}

@ObjectType({ description: 'One quality of a video a player may switch to.' })
export class CourseRendition {
  @Field(() => String, { description: 'original, 480p, 720p, 1080p or 2k' }) quality!: string;
  @Field(() => Int, { description: 'Picture width (0: not known)' }) width!: number;
  @Field(() => Int, { description: 'Picture height (0: not known)' }) height!: number;
  @Field(() => String, { description: 'An mp4 file or an HLS variant playlist' }) url!: string;
}

@ObjectType({ description: 'How a video plays.' })
export class CoursePlayback {
  @Field(() => String, {
    description: 'HLS: the master playlist of every quality; mp4: the highest quality',
  })
  url!: string;
  @Field(() => [CourseRendition], { description: 'The qualities, highest first' })
  renditions!: CourseRendition[];
  @Field(() => Boolean, { description: 'HLS (the address ends in .m3u8)' }) hls!: boolean;
  @Field(() => Boolean, { description: 'AES-128 encrypted HLS' }) encrypted!: boolean;
  @Field(() => String, {
    description: "The signed time a key ('decrypt') request carries as its auth parameter",
  })
  keyAuth!: string;
  @Field(() => Int, {
    description: '0 waiting, 1 transcoding, 2 done, 3 failed, 4 playing the original',
  })
  state!: number;
  @Field(() => String) message!: string;
}

@ObjectType({
  description:
    'How far the learner is with a linked bank (questions answered in practice) or exam (passed, or handed in without a pass mark).',
})
export class CourseLinkedGoal {
  @Field(() => Int, { description: '3 practice bank, 4 exam' }) itemType!: number;
  @Field(() => Int, {
    description: 'Bank: distinct questions answered in practice; exam: 1 when done',
  })
  done!: number;
  @Field(() => Int, { description: "Bank: questions needed (the course's share); exam: 1" })
  required!: number;
  @Field(() => Int, { description: "Bank: the bank's questions; exam: 1" }) total!: number;
  @Field(() => Boolean, { description: 'Exam: passing counts (else handing in counts)' })
  passMark!: boolean;
  @Field(() => Boolean) finished!: boolean;
}

@ObjectType({ description: 'The study page of one item.' })
export class StudyItem {
  @Field(() => ID) itemId!: string;
  @Field(() => ID) courseId!: string;
  @Field(() => String) courseTitle!: string;
  @Field(() => String) chapterTitle!: string;
  @Field(() => String) title!: string;
  @Field(() => Int) itemType!: number;
  @Field(() => ID, { nullable: true }) fileId!: string | null;
  @Field(() => ID, { nullable: true }) refId!: string | null;
  @Field(() => String) fileUrl!: string;
  @Field(() => CoursePlayback, { nullable: true }) playback!: CoursePlayback | null;
  @Field(() => Boolean) dragLimit!: boolean;
  @Field(() => Int) finishShare!: number;
  @Field(() => CourseItemProgress) progress!: CourseItemProgress;
  @Field(() => CourseLinkedGoal, { nullable: true, description: 'Banks and exams only' })
  goal!: CourseLinkedGoal | null;
  @Field(() => String, {
    description: "Documents: 'pdf' and 'image' show inline (documentUrl), 'file' downloads",
  })
  documentKind!: string;
  @Field(() => String, {
    description: "A PDF's or image's inline address (this course's learners only), else ''",
  })
  documentUrl!: string;
  @Field(() => String, { description: "The document's file name ('' for other items)" })
  fileName!: string;
}

@ObjectType({ description: "A course in the learner's personal centre." })
export class CourseCompletion {
  @Field(() => ID) courseId!: string;
  @Field(() => String) title!: string;
  @Field(() => Int) itemCount!: number;
  @Field(() => Int) finishedCount!: number;
  @Field(() => Int) percent!: number;
  @Field(() => Date) lastStudyTime!: Date;
}

@InputType()
export class CoursePagingInput {
  @Field(() => Int, { nullable: true }) current?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
  @Field(() => String, { nullable: true, description: 'Title contains' }) title?: string | null;
  @Field(() => Int, { nullable: true, description: 'Admin list: 0 published, 1 draft' })
  state?: number | null;
}

@InputType()
export class CourseItemInput {
  @Field(() => ID, { nullable: true, description: 'Absent: a new item' }) id?: string | null;
  @Field(() => String) title!: string;
  @Field(() => Int, { description: '1 video, 2 document, 3 practice bank, 4 exam' })
  itemType!: number;
  @Field(() => ID, { nullable: true }) fileId?: string | null;
  @Field(() => ID, { nullable: true }) refId?: string | null;
}

@InputType()
export class CourseChapterInput {
  @Field(() => ID, { nullable: true, description: 'Absent: a new chapter' }) id?: string | null;
  @Field(() => String) title!: string;
  @Field(() => [CourseItemInput], { description: 'In study order' }) items!: CourseItemInput[];
}

@InputType()
export class SaveCourseInput {
  @Field(() => ID, { nullable: true, description: 'Absent: a new course' }) id?: string | null;
  @Field(() => String) title!: string;
  @Field(() => ID, { nullable: true }) coverId?: string | null;
  @Field(() => String, { nullable: true }) content?: string | null;
  @Field(() => Int, { nullable: true, description: '0 published, 1 draft (default)' })
  state?: number | null;
  @Field(() => Int, { nullable: true, description: '1 everyone (default), 2, 3' })
  openType?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Default true' }) dragLimit?: boolean | null;
  @Field(() => Int, { nullable: true, description: '1-100, default 90' }) finishShare?:
    number | null;
  @Field(() => Int, { nullable: true }) sort?: number | null;
  @Field(() => [ID], { nullable: true }) departIds?: string[] | null;
  @Field(() => [ID], { nullable: true }) groupIds?: string[] | null;
  @Field(() => [ID], { nullable: true }) userIds?: string[] | null;
  @Field(() => [CourseChapterInput], { description: 'In order' }) chapters!: CourseChapterInput[];
}

@ObjectType({ description: 'A course video or document, with its transcoding.' })
export class CourseFile {
  @Field(() => ID) fileId!: string;
  @Field(() => String) name!: string;
  @Field(() => Int, { description: 'Upload kind: 2 video, 5 file' }) kind!: number;
  @Field(() => Int) size!: number;
  @Field(() => String) url!: string;
  @Field(() => Int, { description: 'Course items using it' }) useCount!: number;
  @Field(() => Int, {
    nullable: true,
    description:
      '0 waiting, 1 transcoding, 2 done, 3 failed, 4 played as uploaded; null: not a video',
  })
  state!: number | null;
  @Field(() => Int) progress!: number;
  @Field(() => String, {
    description: 'Why it plays as uploaded: disabled, noFfmpeg, noService, failed',
  })
  message!: string;
  @Field(() => String) encode!: string;
  @Field(() => String, { description: 'The qualities, comma separated' }) quality!: string;
  @Field(() => Float) duration!: number;
  @Field(() => [CourseRendition], { description: 'The transcoded qualities, highest first' })
  renditions!: CourseRendition[];
}

@ObjectType()
export class CourseFilePage {
  @Field(() => [CourseFile]) records!: CourseFile[];
  @Field(() => Int) total!: number;
  @Field(() => Int) pages!: number;
  @Field(() => Int) current!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class CourseFilePagingInput {
  @Field(() => Int, { nullable: true }) current?: number | null;
  @Field(() => Int, { nullable: true }) size?: number | null;
  @Field(() => String, { nullable: true, description: 'Name contains' }) name?: string | null;
}

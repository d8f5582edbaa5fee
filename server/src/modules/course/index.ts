import { defineModule } from '../../core/module.ts';
import { CourseLinkedProgress } from './course-linked.ts';
import { CourseMediaService } from './course-media.ts';
import { transcodeVideoJob } from './course.jobs.ts';
import { CourseProgressService } from './course-progress.ts';
import { CourseResolver } from './course.resolver.ts';
import { courseRoutes } from './course.rest.ts';
import { CourseService } from './course.service.ts';

declare module '../../core/module.ts' {
  interface FeatureServices {
    courses: CourseService;
    courseProgress: CourseProgressService;
    courseMedia: CourseMediaService;
  }
}

/** Courses with chapters of videos, documents and links, learners' progress, video transcoding. */
export const courseModule = defineModule({
  name: 'course',
  services: (infra, deps) => {
    const courseMedia = new CourseMediaService(infra, deps.files, deps.config);
    const linked = new CourseLinkedProgress(infra);
    const courses = new CourseService(infra, deps.files, courseMedia, linked);
    return {
      courses,
      courseMedia,
      courseProgress: new CourseProgressService(infra, courses, courseMedia, linked, deps.files),
    };
  },
  resolvers: [CourseResolver],
  routes: courseRoutes,
  jobs: [transcodeVideoJob],
});

export { countCourseFiles, countCourses } from './course.service.ts';

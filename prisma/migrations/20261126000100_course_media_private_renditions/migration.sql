-- Several transcode qualities per video, and the online transcoding service's job id.
ALTER TABLE "CourseMedia" ADD COLUMN "renditions" JSONB;
ALTER TABLE "CourseMedia" ADD COLUMN "remoteJobId" TEXT;

-- Course media is private: read through the course routes by who may study the course, and by
-- the generic file route only by its owner and holders of course:list.
UPDATE "StoredFile" SET "visibility" = 'private', "readPermission" = 'course:list'
WHERE "id" IN (SELECT "fileId" FROM "CourseItem" WHERE "fileId" IS NOT NULL)
  AND "visibility" IN ('public', 'private')
  AND "readPermission" IS NULL;

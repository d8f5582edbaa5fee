import { graphql } from '../../gql';

export const StartPaperExportDocument = graphql(`
  mutation StartPaperExport($input: StartPaperExportInput!) {
    startPaperExport(input: $input) {
      id
    }
  }
`);

export const PaperExportJobDocument = graphql(`
  query PaperExportJob($id: ID!) {
    paperExportJob(id: $id) {
      id
      kind
      state
      progress
      total
      imported
      failReason
      failMessage
      fileName
      hasResult
      hasErrorReport
      downloadPath
      examId
      format
      resultSize
      expireTime
      expired
      createTime
      finishTime
    }
  }
`);

export const PaperExportJobsDocument = graphql(`
  query PaperExportJobs($examId: ID, $current: Int, $size: Int) {
    paperExportJobs(examId: $examId, current: $current, size: $size) {
      total
      current
      size
      records {
        id
        kind
        state
        progress
        total
        imported
        failReason
        failMessage
        fileName
        hasResult
        hasErrorReport
        downloadPath
        examId
        format
        resultSize
        expireTime
        expired
        createTime
        finishTime
      }
    }
  }
`);

/** The learner's notice list and a notice's page. */
export const NOTICE_LIST_PATH = '/web/notice';
export const noticePath = (id: string) => `/web/notice/detail/${encodeURIComponent(id)}`;

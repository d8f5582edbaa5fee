/** States of a real-name submission. */
export const RealNameState = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;

/** The faceAudit switch: 0 no review (approved on submission), 1 by an admin, 2 automatic. */
export const FaceAuditMode = { NONE: 0, MANUAL: 1, AUTO: 2 } as const;

export const REALNAME_QUEUE = 'realname';
export const AUTO_AUDIT_JOB = 'realname.auto-audit';
export const PURGE_PHOTOS_JOB = 'realname.purge-photos';
/** The hourly sweep: retired photos past their retention, and missed automatic reviews. */
export const SWEEP_EVERY_MS = 3600_000;
/** A pending submission older than this under automatic review is enqueued again by the sweep. */
export const AUTO_AUDIT_RETRY_AFTER_MS = 10 * 60_000;

/** Key-derivation purposes of the face token's MAC and of the ID number's blind index. */
export const FACE_TOKEN_PURPOSE = 'face-token';
export const ID_INDEX_PURPOSE = 'idcard-index';

/** A user's unread message count changed (a message arrived, was read or deleted). */
export interface UnreadEvent {
  unread: number;
}

declare module '../../core/pubsub.ts' {
  interface Topics {
    /** Keyed by user id: that user's unread count, as published on any process. */
    USER_MESSAGES: [userId: string, event: UnreadEvent];
  }
}

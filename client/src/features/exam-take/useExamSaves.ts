import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { notifyError } from '../../app/errors/notify';
import { AutosaveScheduler } from './autosave';
import { ExamTakeFillAnswerDocument } from './examTakeDocuments';
import { bannerState, type BannerState } from './SaveBanner';
import type { BufferedSave, SaveAnswer, SaveBuffer } from './saveBuffer';
import { SaveQueue, type SaveStatus } from './saveQueue';
import type { ServerClock } from './serverClock';
import { useLatestRef } from './useLatestRef';

const RESTORED_BANNER_MS = 5000;
const IDLE: SaveStatus = { waiting: 0, failing: false, halted: 'none' };

/** One question's answer and flag as the learner has them now. */
export interface AnswerEdit {
  answer: SaveAnswer;
  /** The answer is not empty (the answer sheet shows the question as answered). */
  answered: boolean;
}

/** What the sheet shows of a question saved on this page: its answer state and its flag. */
export type SavedLine = Pick<BufferedSave, 'answered' | 'answer'>;

export interface ExamSavesOptions {
  paperId: string;
  buffer: SaveBuffer;
  /** The server clock: a save's seq is at least its reading. */
  clock: ServerClock;
  /** The server says the paper is over (handed in, past its deadline). */
  onPaperOver: () => void;
}

export interface ExamSaves {
  status: SaveStatus;
  banner: BannerState;
  /** Answers only live in this page when false (no IndexedDB). */
  persistent: boolean;
  /** What an earlier visit left in the buffer, by question (read once at the start). */
  restored: ReadonlyMap<string, BufferedSave>;
  /** The newest save of each question handed to the queue here or found in the buffer. */
  saved: ReadonlyMap<string, SavedLine>;
  /** The learner changed a question: typing saves after a pause, anything else at once. */
  edit: (quId: string, edit: AnswerEdit, typed: boolean) => void;
  /** Saves typing not yet saved (of one question, or of all). */
  flushEdits: (quId?: string) => void;
  /** Drops unsaved typing without saving it (the page is leaving). */
  stopEdits: () => void;
  /** Sends everything waiting; false when a save could not go out. */
  flush: () => Promise<boolean>;
  /** The paper is over: stop and forget the buffered saves. */
  finish: () => Promise<void>;
  retryNow: () => void;
  /** A seq the server reported for a question: later saves go above it. */
  observeSeq: (seq: number | null | undefined) => void;
  /** The queue's status right now (the state above is as of the last render). */
  liveStatus: () => SaveStatus;
}

/**
 * The exam's saves: autosave of the learner's edits, the save queue with its IndexedDB buffer,
 * the replay of what an earlier visit left, and the banner state while saves fail.
 */
export function useExamSaves({ paperId, buffer, clock, onPaperOver }: ExamSavesOptions): ExamSaves {
  const intl = useIntl();
  const client = useApolloClient();
  const [status, setStatus] = useState<SaveStatus>(IDLE);
  const [recovered, setRecovered] = useState(false);
  const [restored, setRestored] = useState<ReadonlyMap<string, BufferedSave>>(() => new Map());
  const [saved, setSaved] = useState<ReadonlyMap<string, SavedLine>>(() => new Map());
  const queueRef = useRef<SaveQueue | null>(null);
  const autosaveRef = useRef<AutosaveScheduler | null>(null);
  const editsRef = useRef(new Map<string, AnswerEdit>());
  const intlRef = useLatestRef(intl);
  const onPaperOverRef = useLatestRef(onPaperOver);

  useEffect(() => {
    let wasFailing = false;
    let restoredTimer: ReturnType<typeof setTimeout> | undefined;
    const queue = new SaveQueue({
      paperId,
      buffer,
      seqFloor: () => clock.now(),
      send: async (save, signal) => {
        const { mark, ...fields } = save.answer;
        const result = await client.mutate({
          mutation: ExamTakeFillAnswerDocument,
          variables: { input: { paperId, quId: save.quId, ...fields, mark, seq: save.seq } },
          context: { fetchOptions: { signal } },
        });
        const data = result.data?.fillAnswer;
        if (data == null) throw new Error('fillAnswer returned no data');
        return data;
      },
      onStatus: (next) => {
        setStatus(next);
        if (next.failing) {
          wasFailing = true;
          setRecovered(false);
        } else if (wasFailing && next.waiting === 0) {
          wasFailing = false;
          setRecovered(true);
          clearTimeout(restoredTimer);
          restoredTimer = setTimeout(() => setRecovered(false), RESTORED_BANNER_MS);
        }
      },
      onRejected: (_save, error) => notifyError(error, intlRef.current),
      onPaperOver: () => onPaperOverRef.current(),
    });
    const autosave = new AutosaveScheduler((quId) => {
      const edit = editsRef.current.get(quId);
      if (edit === undefined) return;
      queue.save(quId, edit.answer, edit.answered);
      setSaved((s) => new Map(s).set(quId, edit));
    });
    queueRef.current = queue;
    autosaveRef.current = autosave;

    void queue.restore().then((rows) => {
      if (rows.length === 0) return;
      setRestored(new Map(rows.map((r) => [r.quId, r])));
      // A question saved on this page since is newer than its buffered save.
      setSaved((s) => {
        const next = new Map(s);
        for (const r of rows) if (!next.has(r.quId)) next.set(r.quId, r);
        return next;
      });
    });

    const online = () => queue.retryNow();
    const visibility = () => {
      if (document.visibilityState === 'hidden') autosave.flush();
      else queue.retryNow();
    };
    const pagehide = () => autosave.flush();
    // Answers that only live in this page (no IndexedDB) are lost with it: ask before leaving.
    const beforeunload = (event: BeforeUnloadEvent) => {
      autosave.flush();
      if (!buffer.persistent && queue.status().waiting > 0) event.preventDefault();
    };
    window.addEventListener('online', online);
    window.addEventListener('pagehide', pagehide);
    window.addEventListener('beforeunload', beforeunload);
    document.addEventListener('visibilitychange', visibility);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('pagehide', pagehide);
      window.removeEventListener('beforeunload', beforeunload);
      document.removeEventListener('visibilitychange', visibility);
      clearTimeout(restoredTimer);
      autosave.flush();
      autosave.dispose();
      queue.dispose();
    };
    // A language switch must not restart the queue: intl is read through a ref.
  }, [buffer, client, clock, intlRef, onPaperOverRef, paperId]);

  const edit = useCallback((quId: string, next: AnswerEdit, typed: boolean) => {
    editsRef.current.set(quId, next);
    if (typed) autosaveRef.current?.typed(quId);
    else autosaveRef.current?.now(quId);
  }, []);
  const flushEdits = useCallback((quId?: string) => autosaveRef.current?.flush(quId), []);
  const stopEdits = useCallback(() => autosaveRef.current?.dispose(), []);
  const flush = useCallback(() => queueRef.current?.flush() ?? Promise.resolve(false), []);
  const finish = useCallback(async () => {
    await queueRef.current?.finish();
  }, []);
  const retryNow = useCallback(() => queueRef.current?.retryNow(), []);
  const observeSeq = useCallback(
    (seq: number | null | undefined) => queueRef.current?.observeSeq(seq),
    [],
  );
  const liveStatus = useCallback(() => queueRef.current?.status() ?? IDLE, []);

  return {
    status,
    banner: bannerState(status, recovered),
    persistent: buffer.persistent,
    restored,
    saved,
    edit,
    flushEdits,
    stopEdits,
    flush,
    finish,
    retryNow,
    observeSeq,
    liveStatus,
  };
}

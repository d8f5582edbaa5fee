import { CameraError, openCamera as openRealCamera } from '../realname/camera';
import type { OpenCamera } from './useCamera';

/**
 * The camera the learner picked in an exam's device test, kept for this browser tab
 * (sessionStorage) so the exam page opens the same one.
 */
export function chosenCameraKey(examId: string): string {
  return `examhall.examCamera.${examId}`;
}

function store(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

export function chosenCamera(examId: string): string | undefined {
  try {
    return store()?.getItem(chosenCameraKey(examId)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the picked camera; undefined forgets it (the default camera is used). */
export function chooseCamera(examId: string, deviceId: string | undefined): void {
  const s = store();
  if (s === null) return;
  try {
    if (deviceId === undefined || deviceId === '') s.removeItem(chosenCameraKey(examId));
    else s.setItem(chosenCameraKey(examId), deviceId);
  } catch {
    // Storage full or blocked: the exam opens the default camera.
  }
}

const openDefault: OpenCamera = (deviceId) => openRealCamera(undefined, deviceId);

/**
 * Opens the camera picked for the exam; when it is gone (unplugged, or not a real camera any
 * more) the choice is forgotten and the default real camera opens instead.
 */
export async function openChosenCamera(
  examId: string,
  open: OpenCamera = openDefault,
): Promise<MediaStream> {
  const deviceId = chosenCamera(examId);
  if (deviceId === undefined) return open();
  try {
    return await open(deviceId);
  } catch (e) {
    const gone =
      e instanceof CameraError && (e.problem === 'noCamera' || e.problem === 'virtualOnly');
    if (!gone) throw e;
    chooseCamera(examId, undefined);
    return open();
  }
}

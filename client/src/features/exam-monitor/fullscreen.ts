/** Full screen for the exam page (the browser allows entering it only from a click or a key). */

export function fullscreenSupported(doc: Document = document): boolean {
  return doc.fullscreenEnabled && typeof doc.documentElement.requestFullscreen === 'function';
}

export function inFullscreen(doc: Document = document): boolean {
  return doc.fullscreenElement != null;
}

/** Enters full screen; false when the browser refused or cannot. Call it from a user gesture. */
export async function enterFullscreen(doc: Document = document): Promise<boolean> {
  if (inFullscreen(doc)) return true;
  if (!fullscreenSupported(doc)) return false;
  try {
    await doc.documentElement.requestFullscreen({ navigationUI: 'hide' });
    return true;
  } catch {
    return false;
  }
}

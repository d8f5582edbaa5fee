import { useSyncExternalStore } from 'react';

/** Full screen with the standard API or the webkit-prefixed one (older Safari). */
interface FullscreenDocument {
  fullscreenEnabled?: boolean;
  fullscreenElement?: Element | null;
  exitFullscreen?: () => Promise<void>;
  webkitFullscreenEnabled?: boolean;
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => void;
}

interface FullscreenElement {
  requestFullscreen?: () => Promise<void>;
  webkitRequestFullscreen?: () => void;
}

function doc(): FullscreenDocument {
  return document as unknown as FullscreenDocument;
}

export function isFullscreenSupported(): boolean {
  const d = doc();
  return d.fullscreenEnabled === true || d.webkitFullscreenEnabled === true;
}

export function isFullscreen(): boolean {
  const d = doc();
  return (d.fullscreenElement ?? d.webkitFullscreenElement ?? null) !== null;
}

/** Enters or leaves full screen; false when the browser cannot (the caller says so). */
export async function toggleFullscreen(): Promise<boolean> {
  if (!isFullscreenSupported()) return false;
  const d = doc();
  try {
    if (isFullscreen()) {
      if (d.exitFullscreen !== undefined) await d.exitFullscreen();
      else d.webkitExitFullscreen?.();
    } else {
      const el = document.documentElement as unknown as FullscreenElement;
      if (el.requestFullscreen !== undefined) await el.requestFullscreen();
      else if (el.webkitRequestFullscreen !== undefined) el.webkitRequestFullscreen();
      else return false;
    }
    return true;
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  document.addEventListener('webkitfullscreenchange', onChange);
  return () => {
    document.removeEventListener('fullscreenchange', onChange);
    document.removeEventListener('webkitfullscreenchange', onChange);
  };
}

export function useIsFullscreen(): boolean {
  return useSyncExternalStore(subscribe, isFullscreen, () => false);
}

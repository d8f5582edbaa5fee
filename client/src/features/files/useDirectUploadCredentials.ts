import { useEffect } from 'react';
import { credentialCache, directProvider } from './directUpload';

/**
 * For a page that uploads: while it is open and the site uploads straight to a cloud bucket, the
 * bucket's credentials are fetched at once and renewed every 5 minutes, so an upload starts
 * without waiting for them.
 */
export function useDirectUploadCredentials(): void {
  useEffect(() => {
    let release: (() => void) | null = null;
    let open = true;
    void directProvider().then((provider) => {
      if (open && provider !== null) release = credentialCache.hold(provider);
    });
    return () => {
      open = false;
      release?.();
    };
  }, []);
}

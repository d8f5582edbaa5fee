import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError } from '../../app/errors/notify';
import { graphql } from '../../gql';

export const CreateCaptchaDocument = graphql(`
  mutation CreateCaptcha {
    createCaptcha {
      key
      image
      expiresInSeconds
    }
  }
`);

export interface Captcha {
  key: string | null;
  image: string | null;
  loading: boolean;
  refresh: () => void;
}

/**
 * A picture captcha challenge (one-time use). Fetched when enabled, on demand (click on the image,
 * after a failed login) and again shortly before it expires.
 */
export function useCaptcha(enabled: boolean): Captcha {
  const [create, { loading }] = useMutation(CreateCaptchaDocument);
  const [challenge, setChallenge] = useState<{ key: string; image: string; ttl: number } | null>(
    null,
  );
  const generation = useRef(0);

  const refresh = useCallback(() => {
    const mine = ++generation.current;
    create()
      .then(({ data }) => {
        if (mine !== generation.current || data == null) return;
        const c = data.createCaptcha;
        setChallenge({ key: c.key, image: c.image, ttl: c.expiresInSeconds });
      })
      .catch((error: unknown) => notifyError(error));
  }, [create]);

  useEffect(() => {
    if (enabled) refresh();
  }, [enabled, refresh]);

  // Renew a little before the server forgets the challenge.
  useEffect(() => {
    if (!enabled || challenge === null || challenge.ttl <= 0) return undefined;
    const timer = window.setTimeout(refresh, Math.max(challenge.ttl - 5, 1) * 1000);
    return () => window.clearTimeout(timer);
  }, [enabled, challenge, refresh]);

  return {
    key: enabled ? (challenge?.key ?? null) : null,
    image: enabled ? (challenge?.image ?? null) : null,
    loading,
    refresh,
  };
}

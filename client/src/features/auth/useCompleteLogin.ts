import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../../app/guard/decideRoute';
import { setToken } from '../../app/session/token';

/**
 * What every way of logging in does with the new session's token: keep it (the HttpOnly cookie)
 * and go back where the user was headed, else to "/", which the guard sends to the user's home
 * once their routes are loaded.
 */
export function useCompleteLogin(): (token: string) => Promise<void> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  return useCallback(
    async (token: string) => {
      await setToken(token);
      await navigate(safeRedirect(redirect) ?? '/', { replace: true });
    },
    [navigate, redirect],
  );
}

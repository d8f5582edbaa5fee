import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { endSession } from '../../app/apollo';
import { LOGIN_PATH } from '../../app/guard/decideRoute';
import { markSessionEndingHere } from '../../app/session/token';
import { toaster } from '../../components/ui/toaster';
import { graphql } from '../../gql';

const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

/** Ends the session on the server (best effort), forgets it here and opens the login page. */
export function useLogout(): { logout: () => Promise<void>; loading: boolean } {
  const [logoutMutation, { loading }] = useMutation(LogoutDocument);
  const navigate = useNavigate();
  const logout = useCallback(async () => {
    markSessionEndingHere();
    try {
      await logoutMutation();
    } catch {
      // An expired or unknown session is already over; the local session ends either way.
    }
    endSession({ onPurpose: true });
    // Messages of this session must not greet the next person who signs in on this screen.
    toaster.dismiss();
    await navigate(LOGIN_PATH, { replace: true });
  }, [logoutMutation, navigate]);
  return { logout, loading };
}

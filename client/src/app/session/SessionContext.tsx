import { createContext, useContext } from 'react';
import type { FragmentType } from '../../gql';
import type { SitePublicConfigQuery } from '../../gql/graphql';
import type { MenuNode } from '../layouts/admin/menu';
import type { ShellUserFragmentDoc } from './sessionDocuments';

export type SiteConfig = SitePublicConfigQuery['sitePublicConfig'];

/** What the guard has loaded: the signed-in user, their menu routes and the site settings. */
export interface Session {
  /** Null when nobody is signed in (public pages). */
  user: {
    id: string;
    roleType: number;
    /** Permission codes (super admins hold every code). */
    permissions: readonly string[];
    shell: FragmentType<typeof ShellUserFragmentDoc>;
  } | null;
  menu: MenuNode[];
  site: SiteConfig;
}

export const EMPTY_SITE: SiteConfig = {
  siteName: '',
  backLogo: '',
  frontLogo: '',
  copyRight: '',
  moduleExam: false,
  moduleCourse: false,
  captchaEnabled: true,
};

export const SessionContext = createContext<Session>({ user: null, menu: [], site: EMPTY_SITE });

export function useSession(): Session {
  return useContext(SessionContext);
}

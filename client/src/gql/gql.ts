/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  subscription SessionRevoked {\n    sessionRevoked\n  }\n": typeof types.SessionRevokedDocument,
    "\n  fragment ShellUser on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    avatar\n    roleType\n  }\n": typeof types.ShellUserFragmentDoc,
    "\n  query SessionBootstrap {\n    me {\n      id\n      roleType\n      ...ShellUser\n    }\n    # Menus are at most four levels deep (container > group > view > hidden detail).\n    myRoutes {\n      id\n      name\n      path\n      component\n      redirect\n      hidden\n      meta {\n        title\n        icon\n      }\n      children {\n        id\n        name\n        path\n        component\n        redirect\n        hidden\n        meta {\n          title\n          icon\n        }\n        children {\n          id\n          name\n          path\n          component\n          redirect\n          hidden\n          meta {\n            title\n            icon\n          }\n          children {\n            id\n            name\n            path\n            component\n            redirect\n            hidden\n            meta {\n              title\n              icon\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.SessionBootstrapDocument,
    "\n  query SitePublicConfig {\n    sitePublicConfig {\n      siteName\n      backLogo\n      frontLogo\n      copyRight\n      moduleExam\n      moduleCourse\n      captchaEnabled\n    }\n  }\n": typeof types.SitePublicConfigDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation CreateCaptcha {\n    createCaptcha {\n      key\n      image\n      expiresInSeconds\n    }\n  }\n": typeof types.CreateCaptchaDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment CountTiles_counts on DashboardCounts {\n    userCount\n  }\n": typeof types.CountTiles_CountsFragmentDoc,
    "\n  query Dashboard {\n    dashboardCounts {\n      ...CountTiles_counts\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query LearnerHome {\n    me {\n      id\n      ...UserBanner_user\n    }\n  }\n": typeof types.LearnerHomeDocument,
    "\n  fragment UserBanner_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n    deptCodeDictText\n    avatar\n    points\n  }\n": typeof types.UserBanner_UserFragmentDoc,
    "\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n": typeof types.UpdatePasswordDocument,
    "\n  fragment ProfileForm_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n  }\n": typeof types.ProfileForm_UserFragmentDoc,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileForm_user\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query ProfilePage {\n    me {\n      id\n      ...ProfileForm_user\n    }\n  }\n": typeof types.ProfilePageDocument,
};
const documents: Documents = {
    "\n  subscription SessionRevoked {\n    sessionRevoked\n  }\n": types.SessionRevokedDocument,
    "\n  fragment ShellUser on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    avatar\n    roleType\n  }\n": types.ShellUserFragmentDoc,
    "\n  query SessionBootstrap {\n    me {\n      id\n      roleType\n      ...ShellUser\n    }\n    # Menus are at most four levels deep (container > group > view > hidden detail).\n    myRoutes {\n      id\n      name\n      path\n      component\n      redirect\n      hidden\n      meta {\n        title\n        icon\n      }\n      children {\n        id\n        name\n        path\n        component\n        redirect\n        hidden\n        meta {\n          title\n          icon\n        }\n        children {\n          id\n          name\n          path\n          component\n          redirect\n          hidden\n          meta {\n            title\n            icon\n          }\n          children {\n            id\n            name\n            path\n            component\n            redirect\n            hidden\n            meta {\n              title\n              icon\n            }\n          }\n        }\n      }\n    }\n  }\n": types.SessionBootstrapDocument,
    "\n  query SitePublicConfig {\n    sitePublicConfig {\n      siteName\n      backLogo\n      frontLogo\n      copyRight\n      moduleExam\n      moduleCourse\n      captchaEnabled\n    }\n  }\n": types.SitePublicConfigDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation CreateCaptcha {\n    createCaptcha {\n      key\n      image\n      expiresInSeconds\n    }\n  }\n": types.CreateCaptchaDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment CountTiles_counts on DashboardCounts {\n    userCount\n  }\n": types.CountTiles_CountsFragmentDoc,
    "\n  query Dashboard {\n    dashboardCounts {\n      ...CountTiles_counts\n    }\n  }\n": types.DashboardDocument,
    "\n  query LearnerHome {\n    me {\n      id\n      ...UserBanner_user\n    }\n  }\n": types.LearnerHomeDocument,
    "\n  fragment UserBanner_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n    deptCodeDictText\n    avatar\n    points\n  }\n": types.UserBanner_UserFragmentDoc,
    "\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n": types.UpdatePasswordDocument,
    "\n  fragment ProfileForm_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n  }\n": types.ProfileForm_UserFragmentDoc,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileForm_user\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query ProfilePage {\n    me {\n      id\n      ...ProfileForm_user\n    }\n  }\n": types.ProfilePageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SessionRevoked {\n    sessionRevoked\n  }\n"): (typeof documents)["\n  subscription SessionRevoked {\n    sessionRevoked\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShellUser on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    avatar\n    roleType\n  }\n"): (typeof documents)["\n  fragment ShellUser on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    avatar\n    roleType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionBootstrap {\n    me {\n      id\n      roleType\n      ...ShellUser\n    }\n    # Menus are at most four levels deep (container > group > view > hidden detail).\n    myRoutes {\n      id\n      name\n      path\n      component\n      redirect\n      hidden\n      meta {\n        title\n        icon\n      }\n      children {\n        id\n        name\n        path\n        component\n        redirect\n        hidden\n        meta {\n          title\n          icon\n        }\n        children {\n          id\n          name\n          path\n          component\n          redirect\n          hidden\n          meta {\n            title\n            icon\n          }\n          children {\n            id\n            name\n            path\n            component\n            redirect\n            hidden\n            meta {\n              title\n              icon\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SessionBootstrap {\n    me {\n      id\n      roleType\n      ...ShellUser\n    }\n    # Menus are at most four levels deep (container > group > view > hidden detail).\n    myRoutes {\n      id\n      name\n      path\n      component\n      redirect\n      hidden\n      meta {\n        title\n        icon\n      }\n      children {\n        id\n        name\n        path\n        component\n        redirect\n        hidden\n        meta {\n          title\n          icon\n        }\n        children {\n          id\n          name\n          path\n          component\n          redirect\n          hidden\n          meta {\n            title\n            icon\n          }\n          children {\n            id\n            name\n            path\n            component\n            redirect\n            hidden\n            meta {\n              title\n              icon\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitePublicConfig {\n    sitePublicConfig {\n      siteName\n      backLogo\n      frontLogo\n      copyRight\n      moduleExam\n      moduleCourse\n      captchaEnabled\n    }\n  }\n"): (typeof documents)["\n  query SitePublicConfig {\n    sitePublicConfig {\n      siteName\n      backLogo\n      frontLogo\n      copyRight\n      moduleExam\n      moduleCourse\n      captchaEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      user {\n        id\n        roleType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCaptcha {\n    createCaptcha {\n      key\n      image\n      expiresInSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCaptcha {\n    createCaptcha {\n      key\n      image\n      expiresInSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CountTiles_counts on DashboardCounts {\n    userCount\n  }\n"): (typeof documents)["\n  fragment CountTiles_counts on DashboardCounts {\n    userCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboardCounts {\n      ...CountTiles_counts\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboardCounts {\n      ...CountTiles_counts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LearnerHome {\n    me {\n      id\n      ...UserBanner_user\n    }\n  }\n"): (typeof documents)["\n  query LearnerHome {\n    me {\n      id\n      ...UserBanner_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserBanner_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n    deptCodeDictText\n    avatar\n    points\n  }\n"): (typeof documents)["\n  fragment UserBanner_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n    deptCodeDictText\n    avatar\n    points\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation UpdatePassword($input: UpdatePasswordInput!) {\n    updatePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProfileForm_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n  }\n"): (typeof documents)["\n  fragment ProfileForm_user on CurrentUser {\n    id\n    userName\n    realName\n    familyName\n    className\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileForm_user\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      ...ProfileForm_user\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    me {\n      id\n      ...ProfileForm_user\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    me {\n      id\n      ...ProfileForm_user\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
import { graphql } from '../../gql';

/** The user fields both shells show in their headers (name, role). */
export const ShellUserFragmentDoc = graphql(`
  fragment ShellUser on CurrentUser {
    id
    userName
    realName
    familyName
    avatar
    roleType
  }
`);

/** Loaded by the guard once a token exists: who the user is and which routes they may use. */
export const SessionBootstrapDocument = graphql(`
  query SessionBootstrap {
    me {
      id
      roleType
      permissions
      ...ShellUser
    }
    # Menus are at most four levels deep (container > group > view > hidden detail).
    myRoutes {
      id
      name
      path
      component
      redirect
      hidden
      meta {
        title
        icon
      }
      children {
        id
        name
        path
        component
        redirect
        hidden
        meta {
          title
          icon
        }
        children {
          id
          name
          path
          component
          redirect
          hidden
          meta {
            title
            icon
          }
          children {
            id
            name
            path
            component
            redirect
            hidden
            meta {
              title
              icon
            }
          }
        }
      }
    }
  }
`);

/** Site settings; loaded by the guard when the site name is not known yet. */
export const SitePublicConfigDocument = graphql(`
  query SitePublicConfig {
    sitePublicConfig {
      siteName
      backLogo
      frontLogo
      copyRight
      moduleExam
      moduleCourse
      captchaEnabled
    }
  }
`);

import { Box, Button, Container, Flex, HStack, Link } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  LuBookX,
  LuClipboardList,
  LuGraduationCap,
  LuHouse,
  LuTrophy,
  LuLayers,
  LuMegaphone,
  LuShieldCheck,
  LuUser,
  LuUserCog,
} from 'react-icons/lu';
import { NavLink, Link as RouterLink, useNavigate } from 'react-router-dom';
import { MenuItem } from '../../../components/ui/menu';
import { LogoutDialog } from '../../../features/auth/LogoutDialog';
import { MessageBell } from '../../../features/message/MessageBell';
import { useFragment } from '../../../gql';
import { ADMIN_ROLE_TYPE, DEFAULT_HOME } from '../../guard/decideRoute';
import { useSession } from '../../session/SessionContext';
import { ShellUserFragmentDoc } from '../../session/sessionDocuments';
import { adminHomePath, firstView } from '../admin/menu';
import { formatFullName } from '../common/fullName';
import { LanguageSwitch } from '../common/LanguageSwitch';
import { UserMenu } from '../common/UserMenu';
import { SiteBrand } from '../common/SiteBrand';

/**
 * Learner header: brand, the learner screens that exist (home, which is the online exams when the
 * exam module is on; the question banks, the wrong-answer book and my results when the exam module
 * is on; the notices; the user centre), and on the right the message bell with the unread count, the language
 * switch, the Administrator button for role type 2 and the user menu (user centre, profile, log out).
 * Narrower than lg the screens move into the user menu; from lg to xl the site name and the user's
 * name hide (logo and avatar stay): otherwise the English row pushes the user menu off the screen.
 */
export function LearnerHeader() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user, site, menu } = useSession();
  const shellUser = useFragment(ShellUserFragmentDoc, user?.shell);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const isAdmin = user?.roleType === ADMIN_ROLE_TYPE;
  // Spec: the question bank entry belongs to the exam module.
  const study = site.moduleExam;
  const adminHome = adminHomePath(menu) ?? firstView(menu)?.fullPath ?? DEFAULT_HOME;
  const name = shellUser != null ? formatFullName(shellUser) : '';

  return (
    <Box as="header" bg="bg" borderBottomWidth="1px" position="sticky" top="0" zIndex="sticky">
      <Container maxW="6xl" px={{ base: '3', md: '6' }}>
        <Flex h="16" align="center" gap={{ base: '2', xl: '6' }}>
          <Link asChild _hover={{ textDecoration: 'none' }} minW="8">
            <RouterLink to={DEFAULT_HOME}>
              <SiteBrand
                siteName={site.siteName}
                logo={site.frontLogo}
                nameDisplay={{ base: 'block', lg: 'none', xl: 'block' }}
              />
            </RouterLink>
          </Link>

          <HStack
            as="nav"
            gap={{ base: '0', xl: '1' }}
            hideBelow="lg"
            aria-label={intl.formatMessage({ id: 'learner.header.nav' })}
          >
            <HeaderNavLink to={DEFAULT_HOME} testId="nav-home">
              {study ? <LuClipboardList /> : <LuHouse />}
              <FormattedMessage id={study ? 'exam.header.exams' : 'learner.header.home'} />
            </HeaderNavLink>
            {study && (
              <HeaderNavLink to="/web/repo" testId="nav-repo" end={false}>
                <LuLayers />
                <FormattedMessage id="learner.header.repo" />
              </HeaderNavLink>
            )}
            {study && (
              <HeaderNavLink to="/web/book" testId="nav-book" end={false}>
                <LuBookX />
                <FormattedMessage id="learner.header.wrongBook" />
              </HeaderNavLink>
            )}
            {study && (
              <HeaderNavLink to="/web/paper" testId="nav-paper" end={false}>
                <LuTrophy />
                <FormattedMessage id="exam.header.papers" />
              </HeaderNavLink>
            )}
            {site.moduleCourse && (
              <HeaderNavLink to="/web/course" testId="nav-course" end={false}>
                <LuGraduationCap />
                <FormattedMessage id="course.list.title" />
              </HeaderNavLink>
            )}
            {/* From lg to xl there is no room for it beside the bell: it is in the user menu. */}
            <Box hideBelow="xl">
              <HeaderNavLink to="/web/notice" testId="nav-notice" end={false}>
                <LuMegaphone />
                <FormattedMessage id="learner.header.notice" />
              </HeaderNavLink>
            </Box>
            <HeaderNavLink to="/web/uc" testId="nav-uc">
              <LuUserCog />
              <FormattedMessage id="learner.header.userCentre" />
            </HeaderNavLink>
          </HStack>

          <HStack ms="auto" gap={{ base: '1', md: '2' }}>
            <MessageBell />
            <LanguageSwitch />
            {isAdmin && (
              <Button
                size="sm"
                variant="subtle"
                colorPalette="brand"
                onClick={() => void navigate(adminHome)}
                aria-label={intl.formatMessage({ id: 'learner.header.admin' })}
                data-testid="header-admin-link"
              >
                <LuShieldCheck />
                <Box as="span" hideBelow="sm">
                  <FormattedMessage id="learner.header.admin" />
                </Box>
              </Button>
            )}
            {shellUser != null && (
              <UserMenu
                name={name}
                avatar={shellUser.avatar}
                testId="header-user-menu"
                nameMaxW="40"
                nameHideBelow="xl"
                nameTestId="header-user-name"
                logoutLabelId="learner.header.logout"
                logoutTestId="header-logout"
                onLogout={() => setLogoutOpen(true)}
              >
                <MenuItem value="home" hideFrom="lg" onClick={() => void navigate(DEFAULT_HOME)}>
                  {study ? <LuClipboardList /> : <LuHouse />}
                  <FormattedMessage id={study ? 'exam.header.exams' : 'learner.header.home'} />
                </MenuItem>
                {study && (
                  <MenuItem value="repo" hideFrom="lg" onClick={() => void navigate('/web/repo')}>
                    <LuLayers />
                    <FormattedMessage id="learner.header.repo" />
                  </MenuItem>
                )}
                {study && (
                  <MenuItem value="book" hideFrom="lg" onClick={() => void navigate('/web/book')}>
                    <LuBookX />
                    <FormattedMessage id="learner.header.wrongBook" />
                  </MenuItem>
                )}
                {study && (
                  <MenuItem value="paper" hideFrom="lg" onClick={() => void navigate('/web/paper')}>
                    <LuTrophy />
                    <FormattedMessage id="exam.header.papers" />
                  </MenuItem>
                )}
                {site.moduleCourse && (
                  <MenuItem
                    value="course"
                    hideFrom="lg"
                    onClick={() => void navigate('/web/course')}
                  >
                    <LuGraduationCap />
                    <FormattedMessage id="course.list.title" />
                  </MenuItem>
                )}
                <MenuItem value="notice" hideFrom="xl" onClick={() => void navigate('/web/notice')}>
                  <LuMegaphone />
                  <FormattedMessage id="learner.header.notice" />
                </MenuItem>
                <MenuItem
                  value="uc"
                  onClick={() => void navigate('/web/uc')}
                  data-testid="header-uc-link"
                >
                  <LuUserCog />
                  <FormattedMessage id="learner.header.userCentre" />
                </MenuItem>
                <MenuItem
                  value="profile"
                  onClick={() => void navigate('/profile')}
                  data-testid="header-profile-link"
                >
                  <LuUser />
                  <FormattedMessage id="learner.header.profile" />
                </MenuItem>
              </UserMenu>
            )}
          </HStack>
        </Flex>
      </Container>
      <LogoutDialog open={logoutOpen} onClose={() => setLogoutOpen(false)} />
    </Box>
  );
}

function HeaderNavLink({
  to,
  testId,
  end = true,
  children,
}: {
  to: string;
  testId: string;
  /** false: also active on the pages below `to`. */
  end?: boolean;
  children: ReactNode;
}) {
  return (
    <NavLink to={to} end={end} data-testid={testId}>
      {({ isActive }) => (
        <HStack
          as="span"
          gap="1.5"
          px={{ base: '2', xl: '3' }}
          h="16"
          fontSize="sm"
          fontWeight="medium"
          whiteSpace="nowrap"
          color={isActive ? 'brand.fg' : 'fg.muted'}
          borderBottomWidth="2px"
          borderBottomColor={isActive ? 'brand.solid' : 'transparent'}
          _hover={{ color: 'brand.fg' }}
          transition="colors"
        >
          {children}
        </HStack>
      )}
    </NavLink>
  );
}

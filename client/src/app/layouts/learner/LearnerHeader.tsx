import { Box, Button, Container, Flex, HStack, Link } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  LuBookX,
  LuChevronDown,
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
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from '../../../components/ui/menu';
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
 * Learner header: brand, the study submenu when the exam module is on (the online exams, which are
 * the home page, the question banks, the wrong-answer book and my results; otherwise a plain home
 * link), the notices and the user centre, and on the right the message bell with the unread count, the language
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
  // The study entries belong to the exam module; the course module has its own entry, Courses.
  const study = site.moduleExam;
  const studyItems = study ? STUDY_ITEMS : [];
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
            {studyItems.length > 0 ? (
              <StudyMenu items={studyItems} />
            ) : (
              <HeaderNavLink to={DEFAULT_HOME} testId="nav-home">
                <LuHouse />
                <FormattedMessage id="learner.header.home" />
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
                {studyItems.length === 0 && (
                  <MenuItem value="home" hideFrom="lg" onClick={() => void navigate(DEFAULT_HOME)}>
                    <LuHouse />
                    <FormattedMessage id="learner.header.home" />
                  </MenuItem>
                )}
                {/* Narrower than lg the study entries are here, one by one. */}
                {studyItems.map((i) => (
                  <MenuItem
                    key={i.to}
                    value={`study-${i.to}`}
                    hideFrom="lg"
                    onClick={() => void navigate(i.to)}
                  >
                    {i.icon}
                    <FormattedMessage id={i.labelId} />
                  </MenuItem>
                ))}
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

interface StudyItem {
  to: string;
  testId: string;
  labelId: string;
  icon: ReactNode;
}

/** The study submenu's entries (exam module): exams (the home page), banks, wrong answers, results. */
const STUDY_ITEMS: readonly StudyItem[] = [
  { to: DEFAULT_HOME, testId: 'nav-home', labelId: 'exam.header.exams', icon: <LuClipboardList /> },
  { to: '/web/repo', testId: 'nav-repo', labelId: 'learner.header.repo', icon: <LuLayers /> },
  { to: '/web/book', testId: 'nav-book', labelId: 'learner.header.wrongBook', icon: <LuBookX /> },
  { to: '/web/paper', testId: 'nav-paper', labelId: 'exam.header.papers', icon: <LuTrophy /> },
];

/** "Study": a menu of the study screens, underlined while one of them is open. */
function StudyMenu({ items }: { items: readonly StudyItem[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = items.some((i) => pathname === i.to || pathname.startsWith(`${i.to}/`));
  return (
    <MenuRoot positioning={{ placement: 'bottom-start' }}>
      <MenuTrigger asChild>
        <Button
          variant="plain"
          h="16"
          px={{ base: '2', xl: '3' }}
          gap="1.5"
          rounded="none"
          fontSize="sm"
          fontWeight="medium"
          color={active ? 'brand.fg' : 'fg.muted'}
          borderBottomWidth="2px"
          borderBottomColor={active ? 'brand.solid' : 'transparent'}
          _hover={{ color: 'brand.fg' }}
          data-testid="nav-study"
        >
          <LuGraduationCap />
          <FormattedMessage id="learner.header.study" />
          <LuChevronDown />
        </Button>
      </MenuTrigger>
      <MenuContent minW="44">
        {items.map((i) => (
          <MenuItem
            key={i.to}
            value={i.to}
            onClick={() => void navigate(i.to)}
            data-testid={i.testId}
            fontWeight={
              pathname === i.to || pathname.startsWith(`${i.to}/`) ? 'semibold' : undefined
            }
          >
            {i.icon}
            <FormattedMessage id={i.labelId} />
          </MenuItem>
        ))}
      </MenuContent>
    </MenuRoot>
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

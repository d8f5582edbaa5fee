import { Box, Card, Heading, Stack, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  LuCoins,
  LuGraduationCap,
  LuHistory,
  LuIdCard,
  LuLink,
  LuLock,
  LuMail,
  LuSettings,
  LuTrophy,
  LuUser,
} from 'react-icons/lu';
import { useSearchParams } from 'react-router-dom';
import { LinkedAccounts } from '../bindings/LinkedAccounts';
import { CourseCompletionTab } from '../course/CourseCompletionTab';
import { MyPapersTable } from '../exam/MyPapers';
import { MessagesTab } from '../message/MessagesTab';
import { PointsTab } from '../points/PointsTab';
import { PasswordForm } from '../profile/PasswordForm';
import { ProfilePage } from '../profile/ProfilePage';
import { RealNameTab } from '../realname/RealNameTab';
import { TrainHistory } from '../training/TrainHistory';
import { UserSettings } from './UserSettings';

const TABS = [
  'settings',
  'profile',
  'password',
  'bind',
  'real',
  'paper',
  'train',
  'msg',
  'points',
  'course',
] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return value !== null && (TABS as readonly string[]).includes(value);
}

/**
 * /web/uc: the personal centre's nine tabs: the user settings, the profile (opened by default), the
 * password, the linked accounts, the real-name verification (with the face check), the exam
 * results, the training records, the in-site messages and the points log; ?tab= keeps the choice
 * in the address, and ?to=msg (the message bell) opens the messages.
 */
export function UserCentrePage() {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab') ?? params.get('to');
  const tab: Tab = isTab(wanted) ? wanted : 'profile';

  return (
    <Stack gap="5" data-testid="user-centre">
      <Heading size="xl">
        <FormattedMessage id="userCentre.page.title" />
      </Heading>
      <Tabs.Root
        value={tab}
        variant="line"
        colorPalette="brand"
        lazyMount
        onValueChange={(e) => {
          const p = new URLSearchParams(params);
          p.set('tab', e.value);
          p.delete('to');
          setParams(p, { replace: true });
        }}
      >
        {/* The tab strip scrolls sideways on a narrow screen instead of wrapping each label. */}
        <Tabs.List overflowX="auto" overflowY="hidden">
          <Tabs.Trigger value="settings" flexShrink={0} data-testid="uc-tab-settings">
            <LuSettings />
            <FormattedMessage id="userCentre.page.settings" />
          </Tabs.Trigger>
          <Tabs.Trigger value="profile" flexShrink={0} data-testid="uc-tab-profile">
            <LuUser />
            <FormattedMessage id="userCentre.page.profile" />
          </Tabs.Trigger>
          <Tabs.Trigger value="password" flexShrink={0} data-testid="uc-tab-password">
            <LuLock />
            <FormattedMessage id="userCentre.page.password" />
          </Tabs.Trigger>
          <Tabs.Trigger value="bind" flexShrink={0} data-testid="uc-tab-bind">
            <LuLink />
            <FormattedMessage id="userCentre.page.bind" />
          </Tabs.Trigger>
          <Tabs.Trigger value="real" flexShrink={0} data-testid="uc-tab-real">
            <LuIdCard />
            <FormattedMessage id="userCentre.page.realName" />
          </Tabs.Trigger>
          <Tabs.Trigger value="paper" flexShrink={0} data-testid="uc-tab-paper">
            <LuTrophy />
            <FormattedMessage id="exam.papers.tab" />
          </Tabs.Trigger>
          <Tabs.Trigger value="train" flexShrink={0} data-testid="uc-tab-train">
            <LuHistory />
            <FormattedMessage id="userCentre.page.train" />
          </Tabs.Trigger>
          <Tabs.Trigger value="msg" flexShrink={0} data-testid="uc-tab-msg">
            <LuMail />
            <FormattedMessage id="userCentre.page.messages" />
          </Tabs.Trigger>
          <Tabs.Trigger value="points" flexShrink={0} data-testid="uc-tab-points">
            <LuCoins />
            <FormattedMessage id="userCentre.page.points" />
          </Tabs.Trigger>
          <Tabs.Trigger value="course" flexShrink={0} data-testid="uc-tab-course">
            <LuGraduationCap />
            <FormattedMessage id="course.completion.title" />
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="settings" pt="5">
          <UserSettings />
        </Tabs.Content>
        <Tabs.Content value="profile" pt="5">
          <ProfilePage embedded />
        </Tabs.Content>
        <Tabs.Content value="password" pt="5">
          <Box maxW="xl">
            <PasswordForm />
          </Box>
        </Tabs.Content>
        <Tabs.Content value="bind" pt="5">
          <LinkedAccounts />
        </Tabs.Content>
        <Tabs.Content value="real" pt="5">
          <RealNameTab />
        </Tabs.Content>
        <Tabs.Content value="paper" pt="5">
          <TabCard>
            <MyPapersTable />
          </TabCard>
        </Tabs.Content>
        <Tabs.Content value="train" pt="5">
          <TabCard>
            <TrainHistory />
          </TabCard>
        </Tabs.Content>
        <Tabs.Content value="msg" pt="5">
          <TabCard>
            <MessagesTab />
          </TabCard>
        </Tabs.Content>
        <Tabs.Content value="points" pt="5">
          <TabCard>
            <PointsTab />
          </TabCard>
        </Tabs.Content>
        <Tabs.Content value="course" pt="5">
          <TabCard>
            <CourseCompletionTab />
          </TabCard>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

/** A tab's content on a borderless card. */
function TabCard({ children }: { children: ReactNode }) {
  return (
    <Card.Root borderWidth="0" shadow="xs">
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

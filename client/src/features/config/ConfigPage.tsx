import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { AdminPage } from '../sys/AdminPage';
import { useCan } from '../../app/session/permissions';
import { BaseConfigForm } from './BaseConfigForm';
import {
  CHAT_LOGIN_TYPES,
  FACE_PROVIDERS,
  LIVE_PROVIDERS,
  OAUTH_PROVIDERS,
  SMS_PROVIDERS,
  UPLOAD_PROVIDERS,
} from './configRules';
import { ProviderConfigForm } from './ProviderConfigForm';
import { SwitchConfigForm } from './SwitchConfigForm';
import { LicencePanel } from '../licence/LicencePanel';
import { PERMISSIONS } from '../../gql/permissions';

const TABS = ['base', 'switch', 'storage', 'face', 'live', 'sms', 'chat', 'licence'] as const;
type Tab = (typeof TABS)[number];

const TAB_LABELS: Record<Tab, string> = {
  base: 'sysConfig.tab.base',
  switch: 'sysConfig.tab.switch',
  storage: 'sysConfig.tab.storage',
  face: 'sysConfig.tab.face',
  live: 'sysConfig.tab.live',
  sms: 'sysConfig.tab.sms',
  chat: 'sysConfig.tab.chat',
  licence: 'sysConfig.tab.licence',
};

const CHAT_LABELS: Record<(typeof CHAT_LOGIN_TYPES)[number], string> = {
  wechat: 'sysConfig.chat.wechat',
  'crop-wechat': 'sysConfig.chat.cropWechat',
  'ding-talk': 'sysConfig.chat.dingTalk',
};

/**
 * System configuration (view key sys/config): base, switches, storage, face, live, SMS, the
 * chat-app logins and the licence.
 */
export function ConfigPage() {
  const can = useCan();
  const editable = can(PERMISSIONS.configUpdate);
  const [tab, setTab] = useState<Tab>('base');
  return (
    <AdminPage testId="config-page" title={<FormattedMessage id="sysConfig.page.title" />}>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => {
          const next = TABS.find((t) => t === e.value);
          if (next !== undefined) setTab(next);
        }}
        colorPalette="brand"
        lazyMount
        unmountOnExit
      >
        <Tabs.List overflowX="auto">
          {TABS.map((t) => (
            <Tabs.Trigger key={t} value={t} data-testid={`config-tab-${t}`}>
              <FormattedMessage id={TAB_LABELS[t]} />
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="base" pt="5">
          <BaseConfigForm editable={editable} />
        </Tabs.Content>
        <Tabs.Content value="switch" pt="5">
          <SwitchConfigForm editable={editable} />
        </Tabs.Content>
        <Tabs.Content value="storage" pt="5">
          <ProviderConfigForm type="upload" providers={UPLOAD_PROVIDERS} editable={editable} />
        </Tabs.Content>
        <Tabs.Content value="face" pt="5">
          <ProviderConfigForm type="face" providers={FACE_PROVIDERS} editable={editable} />
        </Tabs.Content>
        <Tabs.Content value="live" pt="5">
          <ProviderConfigForm type="live" providers={LIVE_PROVIDERS} editable={editable} />
        </Tabs.Content>
        <Tabs.Content value="sms" pt="5">
          <ProviderConfigForm type="sms" providers={SMS_PROVIDERS} editable={editable} />
        </Tabs.Content>
        <Tabs.Content value="chat" pt="5">
          <Stack gap="8">
            {CHAT_LOGIN_TYPES.map((t) => (
              <Stack key={t} gap="3">
                <Heading as="h3" size="sm">
                  <FormattedMessage id={CHAT_LABELS[t]} />
                </Heading>
                <ProviderConfigForm type={t} providers={OAUTH_PROVIDERS} editable={editable} />
              </Stack>
            ))}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="licence" pt="5">
          <LicencePanel />
        </Tabs.Content>
      </Tabs.Root>
    </AdminPage>
  );
}

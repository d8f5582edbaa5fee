import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useChatLink } from './useChatLink';

const LABELS: Record<string, string> = {
  wechat: 'auth.chat.wechat',
  'crop-wechat': 'auth.chat.cropWechat',
  'ding-talk': 'auth.chat.dingTalk',
};

/** The chat-app sign-in entries, each shown only while its switch is on. */
export function ChatLoginButtons() {
  const intl = useIntl();
  const chat = useChatLink();
  const shown = chat.enabled.filter((t) => LABELS[t] !== undefined);
  if (shown.length === 0) return null;
  return (
    <Stack gap="3" mt="5">
      <HStack gap="3">
        <Separator flex="1" />
        <Text fontSize="xs" color="fg.muted" flexShrink={0}>
          <FormattedMessage id="auth.chat.other" />
        </Text>
        <Separator flex="1" />
      </HStack>
      <HStack gap="2" justify="center" wrap="wrap">
        {shown.map((t) => (
          <Button
            key={t}
            size="sm"
            variant="outline"
            loading={chat.pending === t}
            onClick={() => void chat.start(t, false)}
            aria-label={intl.formatMessage({ id: LABELS[t] })}
            data-testid={`login-chat-${t}`}
          >
            <FormattedMessage id={LABELS[t]} />
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}

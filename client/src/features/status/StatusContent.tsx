import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { LuHouse } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';

interface StatusContentProps {
  code: '401' | '404';
  titleId: string;
  messageId: string;
  inShell?: boolean;
}

/** Big status code, a short explanation and a button home ("/" leads to the user's home). */
function StatusContent({ code, titleId, messageId, inShell = false }: StatusContentProps) {
  const navigate = useNavigate();
  return (
    <Center minH={inShell ? '60vh' : '100vh'} px="4" data-testid={`status-${code}`}>
      <Stack align="center" gap="4" textAlign="center" maxW="md">
        <Text
          fontSize={{ base: '6xl', md: '8xl' }}
          fontWeight="bold"
          lineHeight="1"
          color="brand.solid"
          letterSpacing="tight"
        >
          {code}
        </Text>
        <Heading size="lg">
          <FormattedMessage id={titleId} />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id={messageId} />
        </Text>
        <Button colorPalette="brand" onClick={() => void navigate('/')} data-testid="status-home">
          <LuHouse />
          <FormattedMessage id="status.page.backHome" />
        </Button>
      </Stack>
    </Center>
  );
}

export function NotFoundContent({ inShell = false }: { inShell?: boolean }) {
  return (
    <StatusContent
      code="404"
      titleId="status.notFound.title"
      messageId="status.notFound.message"
      inShell={inShell}
    />
  );
}

export function UnauthorizedContent({ inShell = false }: { inShell?: boolean }) {
  return (
    <StatusContent
      code="401"
      titleId="status.unauthorized.title"
      messageId="status.unauthorized.message"
      inShell={inShell}
    />
  );
}

/** 404 inside a shell (unknown learner path). */
export function NotFoundInShell() {
  return <NotFoundContent inShell />;
}

import { Card, Flex, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../app/layouts/common/LanguageSwitch';
import { SiteBrand } from '../../app/layouts/common/SiteBrand';
import { useSession } from '../../app/session/SessionContext';

/** The frame of the pages before a session: login, register, forgot password, chat-app return. */
export function AuthLayout(props: {
  heading: ReactNode;
  subtitle?: ReactNode;
  /** Card width: md for login, lg for the longer registration form. */
  width?: 'md' | 'lg';
  children: ReactNode;
}) {
  const { site } = useSession();
  return (
    <Flex
      minH="100vh"
      direction="column"
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientTo="bg.subtle"
    >
      <Flex justify="flex-end" p={{ base: '3', md: '5' }}>
        <LanguageSwitch />
      </Flex>
      <Flex as="main" flex="1" align="center" justify="center" px="4" pb="16">
        <Card.Root w="full" maxW={props.width ?? 'md'} shadow="lg" borderWidth="0" rounded="xl">
          <Card.Header pb="2" alignItems="center" textAlign="center" gap="3">
            <SiteBrand siteName={site.siteName} logo={site.frontLogo} />
            <Heading size="lg" mt="2">
              {props.heading}
            </Heading>
            {props.subtitle !== undefined && (
              <Text color="fg.muted" fontSize="sm">
                {props.subtitle}
              </Text>
            )}
          </Card.Header>
          <Card.Body>{props.children}</Card.Body>
        </Card.Root>
      </Flex>
      {site.copyRight !== '' && (
        <Text textAlign="center" fontSize="xs" color="fg.muted" pb="4">
          {site.copyRight}
        </Text>
      )}
    </Flex>
  );
}

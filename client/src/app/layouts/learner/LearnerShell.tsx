import { Box, Container, Flex, Text } from '@chakra-ui/react';
import { Suspense, useRef, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { useSession } from '../../session/SessionContext';
import { useFocusAfterNavigation } from '../common/useFocusAfterNavigation';
import { LearnerHeader } from './LearnerHeader';

/** Learner shell: header, main area and the optional copyright footer from site settings. */
export function LearnerShell({ children }: { children?: ReactNode }) {
  const { site } = useSession();
  const main = useRef<HTMLElement | null>(null);
  useFocusAfterNavigation(main);
  return (
    <Flex minH="100vh" direction="column" bg="bg.subtle">
      <LearnerHeader />
      <Box as="main" ref={main} tabIndex={-1} outline="none" flex="1" data-testid="learner-main">
        <Container maxW="6xl" py={{ base: '4', md: '6' }} px={{ base: '3', md: '6' }}>
          <Suspense fallback={<PageSpinner minH="40vh" />}>{children ?? <Outlet />}</Suspense>
        </Container>
      </Box>
      {site.copyRight !== '' && (
        <Box as="footer" borderTopWidth="1px" bg="bg" py="4" data-testid="learner-footer">
          <Text textAlign="center" fontSize="sm" color="fg.muted">
            {site.copyRight}
          </Text>
        </Box>
      )}
    </Flex>
  );
}

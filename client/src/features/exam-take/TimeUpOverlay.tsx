import { Box, Card, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** Covers the page once the time is up, while the answers go out and the paper is handed in. */
export function TimeUpOverlay({ offline }: { offline: boolean }) {
  return (
    <Box
      position="fixed"
      inset="0"
      bg="blackAlpha.500"
      zIndex="modal"
      display="flex"
      alignItems="center"
      justifyContent="center"
      data-testid="exam-time-up"
    >
      <Card.Root maxW="sm" mx="4">
        <Card.Body>
          <HStack gap="3">
            <Spinner color="brand.solid" />
            <Stack gap="1">
              <Text fontWeight="semibold">
                <FormattedMessage id="examTake.timeUp.title" />
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id={offline ? 'examTake.timeUp.offline' : 'examTake.timeUp.message'}
                />
              </Text>
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

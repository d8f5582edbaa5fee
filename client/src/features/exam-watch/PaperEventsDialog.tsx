import { useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { notifyError } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import { PaperEventsDocument } from './watchDocuments';

/**
 * A paper's monitoring record for review: each screen leave with its time and duration, and each
 * camera capture with its face check (pass or fail, score, reason). Browser signals are evidence
 * to weigh, not proof, and the dialog says so.
 */
export function PaperEventsDialog(props: { paperId: string; name: string; onClose: () => void }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(PaperEventsDocument, {
    variables: { paperId: props.paperId },
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  const record = data?.paperEvents;

  return (
    <DialogRoot
      open
      placement="center"
      size="lg"
      scrollBehavior="inside"
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
    >
      <DialogContent data-testid="paper-events-dialog">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="examWatch.record.title" values={{ name: props.name }} />
          </DialogTitle>
        </DialogHeader>
        <DialogBody pb="6">
          <Stack gap="5" aria-busy={loading && record === undefined}>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="examWatch.record.evidence" />
            </Text>
            {record === undefined ? (
              loading ? (
                <Skeleton h="24" />
              ) : null
            ) : (
              <>
                <HStack gap="2" wrap="wrap" data-testid="paper-events-summary">
                  <Badge variant="subtle" colorPalette={record.leaveTimes > 0 ? 'orange' : 'gray'}>
                    <FormattedMessage
                      id="examWatch.record.leaveCount"
                      values={{ n: record.leaveTimes }}
                    />
                  </Badge>
                  <Badge variant="subtle" colorPalette={record.faceFails > 0 ? 'red' : 'gray'}>
                    <FormattedMessage
                      id="examWatch.record.faceFails"
                      values={{ n: record.faceFails }}
                    />
                  </Badge>
                  {record.exState !== 0 && (
                    <Badge variant="subtle" colorPalette="red">
                      {record.exMsg === '' ? (
                        <FormattedMessage id="examAdmin.papers.exception" />
                      ) : (
                        <FormattedMessage
                          id="examWatch.record.exception"
                          values={{ reason: record.exMsg }}
                        />
                      )}
                    </Badge>
                  )}
                </HStack>

                <Stack gap="2" as="section" aria-labelledby="paper-events-leaves">
                  <Heading size="sm" id="paper-events-leaves">
                    <FormattedMessage id="examWatch.record.leaves" />
                  </Heading>
                  {record.leaves.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      <FormattedMessage id="examWatch.record.noLeaves" />
                    </Text>
                  ) : (
                    <Table.Root size="sm" data-testid="paper-events-leaves">
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>#</Table.ColumnHeader>
                          <Table.ColumnHeader>
                            <FormattedMessage id="examWatch.record.leftAt" />
                          </Table.ColumnHeader>
                          <Table.ColumnHeader textAlign="end">
                            <FormattedMessage id="examWatch.record.away" />
                          </Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {record.leaves.map((l) => (
                          <Table.Row key={l.id}>
                            <Table.Cell>{l.leaveTimes}</Table.Cell>
                            <Table.Cell>{formatDateTime(intl, l.startedAt)}</Table.Cell>
                            <Table.Cell textAlign="end">
                              <FormattedMessage
                                id="examWatch.record.seconds"
                                values={{ n: l.seconds }}
                              />
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  )}
                </Stack>

                <Stack gap="2" as="section" aria-labelledby="paper-events-captures">
                  <Heading size="sm" id="paper-events-captures">
                    <FormattedMessage id="examWatch.record.captures" />
                  </Heading>
                  {record.captures.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      <FormattedMessage id="examWatch.record.noCaptures" />
                    </Text>
                  ) : (
                    <SimpleGrid
                      as="ul"
                      listStyleType="none"
                      columns={{ base: 2, md: 3 }}
                      gap="3"
                      data-testid="paper-events-captures"
                    >
                      {record.captures.map((c) => {
                        const time = formatDateTime(intl, c.createdAt);
                        return (
                          <Box as="li" key={c.id} borderWidth="1px" rounded="md" overflow="hidden">
                            <Image
                              src={c.url}
                              alt={intl.formatMessage(
                                { id: 'examWatch.record.captureAlt' },
                                { name: props.name, time },
                              )}
                              aspectRatio={4 / 3}
                              objectFit="cover"
                              w="full"
                              bg="bg.muted"
                            />
                            <Stack gap="1" p="2" fontSize="xs">
                              <Text>{time}</Text>
                              {c.facePass === null ? (
                                <Text color="fg.muted">
                                  <FormattedMessage id="examWatch.record.noFaceCheck" />
                                </Text>
                              ) : (
                                <HStack gap="1.5" wrap="wrap">
                                  <Badge
                                    size="sm"
                                    variant="subtle"
                                    colorPalette={c.facePass ? 'green' : 'red'}
                                  >
                                    <FormattedMessage
                                      id={
                                        c.facePass
                                          ? 'examWatch.record.facePass'
                                          : 'examWatch.record.faceFail'
                                      }
                                    />
                                  </Badge>
                                  {c.faceScore !== null && (
                                    <Text>
                                      <FormattedMessage id="examWatch.record.score" />{' '}
                                      <FormattedNumber
                                        value={c.faceScore}
                                        maximumFractionDigits={2}
                                      />
                                    </Text>
                                  )}
                                </HStack>
                              )}
                              {c.faceMsg !== '' && <Text color="fg.error">{c.faceMsg}</Text>}
                            </Stack>
                          </Box>
                        );
                      })}
                    </SimpleGrid>
                  )}
                </Stack>
              </>
            )}
          </Stack>
        </DialogBody>
        <DialogCloseTrigger />
      </DialogContent>
    </DialogRoot>
  );
}

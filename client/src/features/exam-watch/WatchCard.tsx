import { Badge, Box, Button, Circle, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuCamera, LuFileSearch, LuMessageSquare, LuSend } from 'react-icons/lu';
import { displayName, type CardMark, type WatchRow } from './watchLive';

export interface WatchCardProps {
  row: WatchRow;
  mark: CardMark | undefined;
  /** The process-watch variant: the latest snapshot on the card. */
  snapshots: boolean;
  canMessage: boolean;
  canHand: boolean;
  onMessage: () => void;
  onHand: () => void;
  onRecord: () => void;
}

/**
 * One examinee: name, online state, answered of total, the marks live events left (screen
 * leaves, a failed face check), in the process-watch variant the latest snapshot; and the
 * message (disabled while offline), hand-in and record buttons, each named with the examinee.
 */
export function WatchCard({ row, mark, snapshots, ...props }: WatchCardProps) {
  const intl = useIntl();
  const name = displayName(row);
  const percent = row.quCount === 0 ? 0 : Math.round((row.answerCount / row.quCount) * 100);
  const flagged = mark !== undefined && (mark.leaves > 0 || mark.faceFail);
  return (
    <Box
      as="li"
      aria-label={name}
      borderWidth="1px"
      borderColor={flagged ? 'orange.solid' : 'border'}
      rounded="md"
      bg="bg"
      overflow="hidden"
      display="flex"
      flexDirection="column"
      data-testid={`watch-card-${row.id}`}
      data-online={row.online ? 'true' : 'false'}
    >
      {snapshots && (
        <Box aspectRatio={4 / 3} bg="bg.muted" position="relative">
          {row.image !== null ? (
            <Image
              src={row.image}
              alt={intl.formatMessage({ id: 'examWatch.card.snapshotOf' }, { name })}
              w="full"
              h="full"
              objectFit="cover"
              data-testid={`watch-card-snapshot-${row.id}`}
            />
          ) : (
            <Stack h="full" align="center" justify="center" color="fg.muted" fontSize="xs" gap="1">
              <LuCamera aria-hidden />
              <Text>
                <FormattedMessage id="examWatch.card.noSnapshot" />
              </Text>
            </Stack>
          )}
        </Box>
      )}
      <Stack gap="2" p="3" flex="1">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" truncate title={name}>
            {name}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            {row.deptName ?? row.userName}
          </Text>
        </Stack>
        <HStack gap="1.5" fontSize="sm" data-testid={`watch-card-presence-${row.id}`}>
          <Circle size="2" bg={row.online ? 'green.solid' : 'gray.solid'} aria-hidden />
          <Text color={row.online ? 'fg.success' : 'fg.muted'}>
            <FormattedMessage
              id={row.online ? 'examWatch.card.online' : 'examWatch.card.offline'}
            />
          </Text>
        </HStack>
        <Stack gap="1">
          <Text fontSize="sm" data-testid={`watch-card-progress-${row.id}`}>
            <FormattedMessage
              id="examWatch.card.progress"
              values={{ answered: row.answerCount, total: row.quCount }}
            />
          </Text>
          <Progress.Root
            value={percent}
            size="xs"
            colorPalette="brand"
            aria-label={intl.formatMessage({ id: 'examWatch.card.progressOf' }, { name })}
          >
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        </Stack>
        {(row.leaveTimes > 0 || row.faceFails > 0 || flagged) && (
          <HStack gap="1" wrap="wrap">
            {row.leaveTimes > 0 && (
              <Badge
                size="sm"
                variant={mark !== undefined && mark.leaves > 0 ? 'solid' : 'subtle'}
                colorPalette="orange"
                data-testid={`watch-card-leaves-${row.id}`}
              >
                <FormattedMessage id="examWatch.card.leaves" values={{ n: row.leaveTimes }} />
              </Badge>
            )}
            {(row.faceFails > 0 || mark?.faceFail === true) && (
              <Badge
                size="sm"
                variant={mark?.faceFail === true ? 'solid' : 'subtle'}
                colorPalette="red"
                data-testid={`watch-card-face-${row.id}`}
              >
                <FormattedMessage id="examWatch.card.faceFails" values={{ n: row.faceFails }} />
              </Badge>
            )}
          </HStack>
        )}
        <HStack gap="1" mt="auto" pt="1" wrap="wrap">
          {props.canMessage && (
            <Button
              size="xs"
              variant="outline"
              disabled={!row.online}
              onClick={props.onMessage}
              aria-label={intl.formatMessage({ id: 'examWatch.card.messageTo' }, { name })}
              title={
                row.online ? undefined : intl.formatMessage({ id: 'examWatch.card.offlineHint' })
              }
              data-testid={`watch-card-message-${row.id}`}
            >
              <LuMessageSquare />
              <FormattedMessage id="examWatch.card.message" />
            </Button>
          )}
          {props.canHand && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              onClick={props.onHand}
              aria-label={intl.formatMessage({ id: 'examWatch.card.handOf' }, { name })}
              data-testid={`watch-card-hand-${row.id}`}
            >
              <LuSend />
              <FormattedMessage id="examWatch.card.hand" />
            </Button>
          )}
          <Button
            size="xs"
            variant="ghost"
            onClick={props.onRecord}
            aria-label={intl.formatMessage({ id: 'examWatch.card.recordOf' }, { name })}
            data-testid={`watch-card-record-${row.id}`}
          >
            <LuFileSearch />
            <FormattedMessage id="examWatch.card.record" />
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

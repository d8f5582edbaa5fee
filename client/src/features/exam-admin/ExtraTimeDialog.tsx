import { useMutation } from '@apollo/client/react';
import { Button, HStack, Input, Stack, Table, Tag, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuUserPlus } from 'react-icons/lu';
import { errorMessage } from '../../app/errors/errorMessage';
import { notifyErrorText } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { formatFullName } from '../../app/layouts/common/fullName';
import {
  DialogBody,
  DialogCloseTrigger,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { UserSelectDialog } from '../sys/pickers/UserSelectDialog';
import type { PickedUser } from '../sys/pickers/userSelection';
import { EXTRA_MINUTES_MAX, EXTRA_MINUTES_MIN } from './examConstants';
import { GrantExtraTimeDocument } from './examAdminDocuments';
import { checkExtraMinutes } from './reviewMarks';

interface Outcome {
  userId: string;
  name: string;
  /** The new deadline of the running paper; null when the learner has none running yet. */
  deadline: unknown;
  hasPaper: boolean;
  error?: string;
}

/**
 * Extra time for learners of one exam: pick users (the user select dialog) and minutes (1-600);
 * each grant adds to the learner's running paper (capped by the window end) or waits for their
 * start. The new deadlines are listed, and the granted learners leave the selection (so a second
 * click does not grant them the minutes twice).
 */
export function ExtraTimeDialog(props: { examId: string; onClose: () => void }) {
  const intl = useIntl();
  const [users, setUsers] = useState<PickedUser[]>([]);
  const [picking, setPicking] = useState(false);
  const [minutes, setMinutes] = useState('10');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const [grant] = useMutation(GrantExtraTimeDocument);

  const minutesProblem = checkExtraMinutes(minutes);

  async function submit() {
    setTried(true);
    if (users.length === 0) {
      notifyErrorText(intl.formatMessage({ id: 'picker.user.noneTicked' }));
      return;
    }
    if (minutesProblem !== null) return;
    setBusy(true);
    const results: Outcome[] = [];
    for (const u of users) {
      const name = formatFullName(u);
      try {
        const r = await grant({
          variables: { input: { examId: props.examId, userId: u.id, minutes: Number(minutes) } },
        });
        const data = r.data?.grantExtraTime;
        results.push({
          userId: u.id,
          name,
          deadline: data?.deadline ?? null,
          hasPaper: data?.paperId != null,
        });
      } catch (e) {
        results.push({
          userId: u.id,
          name,
          deadline: null,
          hasPaper: false,
          error: errorMessage(intl, e),
        });
      }
    }
    setBusy(false);
    setOutcomes(results);
    // A granted learner leaves the selection: another click on 延长时间 would add the minutes
    // again. Those whose grant failed stay, ready for a retry.
    const failed = new Set(results.filter((r) => r.error !== undefined).map((r) => r.userId));
    setUsers((list) => list.filter((u) => failed.has(u.id)));
  }

  return (
    <DialogRoot
      open
      placement="center"
      size="lg"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) props.onClose();
      }}
    >
      <DialogContent data-testid="extra-time-dialog">
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage id="examAdmin.extra.title" />
          </DialogTitle>
        </DialogHeader>
        <DialogBody>
          <Stack gap="4">
            <Field label={<FormattedMessage id="examAdmin.extra.users" />} required>
              <Stack gap="2" w="full">
                <Button
                  size="sm"
                  variant="outline"
                  w="fit-content"
                  onClick={() => setPicking(true)}
                  data-testid="extra-time-pick"
                >
                  <LuUserPlus />
                  <FormattedMessage id="examAdmin.extra.pick" />
                </Button>
                {users.length > 0 && (
                  <Wrap gap="1.5">
                    {users.map((u) => (
                      <Tag.Root key={u.id} size="md" variant="subtle" colorPalette="green">
                        <Tag.Label>{formatFullName(u)}</Tag.Label>
                        <Tag.EndElement>
                          <Tag.CloseTrigger
                            aria-label={intl.formatMessage(
                              { id: 'picker.scope.remove' },
                              { name: formatFullName(u) },
                            )}
                            onClick={() => setUsers((list) => list.filter((x) => x.id !== u.id))}
                          />
                        </Tag.EndElement>
                      </Tag.Root>
                    ))}
                  </Wrap>
                )}
              </Stack>
            </Field>
            <Field
              label={<FormattedMessage id="examAdmin.extra.minutes" />}
              required
              maxW="48"
              invalid={tried && minutesProblem !== null}
              errorText={
                <FormattedMessage
                  id="examAdmin.extra.range"
                  values={{ min: EXTRA_MINUTES_MIN, max: EXTRA_MINUTES_MAX }}
                />
              }
            >
              <Input
                size="sm"
                type="number"
                min={EXTRA_MINUTES_MIN}
                max={EXTRA_MINUTES_MAX}
                value={minutes}
                onChange={(e) => setMinutes(e.target.value)}
                data-testid="extra-time-minutes"
              />
            </Field>
            {outcomes !== null && (
              <Table.Root size="sm" data-testid="extra-time-results">
                <Table.Body>
                  {outcomes.map((o) => (
                    <Table.Row key={o.userId} data-testid={`extra-time-result-${o.userId}`}>
                      <Table.Cell>{o.name}</Table.Cell>
                      <Table.Cell>
                        {o.error !== undefined ? (
                          <Text color="fg.error">{o.error}</Text>
                        ) : o.hasPaper ? (
                          <FormattedMessage
                            id="examAdmin.extra.newDeadline"
                            values={{ time: formatDateTime(intl, o.deadline) }}
                          />
                        ) : (
                          <Text color="fg.muted">
                            <FormattedMessage id="examAdmin.extra.noPaper" />
                          </Text>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </Stack>
        </DialogBody>
        <DialogFooter>
          <HStack gap="2">
            <Button variant="outline" onClick={props.onClose} data-testid="extra-time-close">
              <FormattedMessage
                id={outcomes === null ? 'sys.common.cancel' : 'examAdmin.extra.done'}
              />
            </Button>
            <Button
              colorPalette="brand"
              loading={busy}
              onClick={() => void submit()}
              data-testid="extra-time-submit"
            >
              <FormattedMessage id="examAdmin.extra.grant" />
            </Button>
          </HStack>
        </DialogFooter>
        <DialogCloseTrigger />
      </DialogContent>
      {picking && (
        <UserSelectDialog
          excludes={users.map((u) => u.id)}
          onClose={() => setPicking(false)}
          onConfirm={(picked) => {
            setUsers((list) => [...list, ...picked]);
            setOutcomes(null);
            setPicking(false);
          }}
          testId="extra-time-user-select"
        />
      )}
    </DialogRoot>
  );
}

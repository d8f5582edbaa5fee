import { useMutation } from '@apollo/client/react';
import {
  Badge,
  Button,
  DataList,
  HStack,
  Image,
  RadioGroup,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
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
import { FormDialog } from '../../components/ui/form-dialog';
import type { RealNameRecordsQuery } from '../../gql/graphql';
import { AuditRealNameDocument } from './realNameAdminDocuments';
import { APPROVED, auditProblem, PENDING, REJECTED, realNameStateOf } from './realNameStates';

export type RealNameRow = RealNameRecordsQuery['realNameRecords']['records'][number];

/**
 * One submission: the photo (served only to reviewers), the name and the masked ID number. A
 * pending one is approved or rejected here (a rejection needs a message); any other is shown.
 */
export function RealNameAuditDialog(props: {
  record: RealNameRow;
  canAudit: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { record } = props;
  const intl = useIntl();
  const [state, setState] = useState(APPROVED);
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const [audit, auditing] = useMutation(AuditRealNameDocument);
  const auditable = props.canAudit && record.state === PENDING;

  async function save() {
    if (auditProblem(state, message) !== null) {
      setMissing(true);
      return;
    }
    try {
      await audit({
        variables: { input: { id: record.id, state, auditMsg: message.trim() } },
      });
      notifySuccess(intl.formatMessage({ id: 'realNameAdmin.audit.done' }));
      props.onDone();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  const details = <RecordDetails record={record} />;
  if (!auditable) {
    return (
      <DialogRoot
        open
        placement="center"
        onOpenChange={(e) => {
          if (!e.open) props.onClose();
        }}
      >
        <DialogContent data-testid="realname-audit-dialog">
          <DialogHeader>
            <DialogTitle>
              <FormattedMessage id="realNameAdmin.audit.detailTitle" />
            </DialogTitle>
          </DialogHeader>
          <DialogBody>{details}</DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={props.onClose}>
              <FormattedMessage id="common.action.close" />
            </Button>
          </DialogFooter>
          <DialogCloseTrigger />
        </DialogContent>
      </DialogRoot>
    );
  }

  return (
    <FormDialog
      title={<FormattedMessage id="realNameAdmin.audit.title" />}
      testId="realname-audit-dialog"
      saveTestId="realname-audit-save"
      saving={auditing.loading}
      onClose={props.onClose}
      onSave={() => void save()}
    >
      <Stack gap="4">
        {details}
        <Field label={<FormattedMessage id="realNameAdmin.audit.result" />} required>
          <RadioGroup.Root
            size="sm"
            colorPalette="brand"
            value={String(state)}
            onValueChange={(e) => {
              setState(Number(e.value ?? APPROVED));
              setMissing(false);
            }}
            data-testid="realname-audit-state"
          >
            <HStack gap="5">
              {[APPROVED, REJECTED].map((s) => (
                <RadioGroup.Item
                  key={s}
                  value={String(s)}
                  data-testid={`realname-audit-state-${s}`}
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <FormattedMessage
                      id={
                        s === APPROVED
                          ? 'realNameAdmin.audit.approve'
                          : 'realNameAdmin.audit.reject'
                      }
                    />
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Field>
        <Field
          label={<FormattedMessage id="realNameAdmin.audit.message" />}
          required={state === REJECTED}
          invalid={missing}
          errorText={<FormattedMessage id="realNameAdmin.audit.messageRequired" />}
          helperText={<FormattedMessage id="realNameAdmin.audit.messageHint" />}
        >
          <Textarea
            size="sm"
            rows={3}
            maxLength={500}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setMissing(false);
            }}
            data-testid="realname-audit-message"
          />
        </Field>
      </Stack>
    </FormDialog>
  );
}

/** The reviewer's flag: the pending submission's ID number is held by another account. */
export function HeldByOtherBadge() {
  return (
    <Badge colorPalette="red" variant="solid" data-testid="realname-id-held-by-other">
      <FormattedMessage id="realNameAdmin.list.idCardHeldByOther" />
    </Badge>
  );
}

function RecordDetails({ record }: { record: RealNameRow }) {
  const intl = useIntl();
  const state = realNameStateOf(record.state);
  return (
    <Stack gap="4" direction={{ base: 'column', sm: 'row' }} align="flex-start">
      {record.face !== null ? (
        <Image
          src={record.face}
          alt={intl.formatMessage({ id: 'realNameAdmin.list.photoOf' }, { name: record.realName })}
          w="40"
          h="40"
          objectFit="cover"
          rounded="md"
          borderWidth="1px"
          data-testid="realname-audit-photo"
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="realNameAdmin.list.photoGone" />
        </Text>
      )}
      <DataList.Root orientation="horizontal" size="sm" flex="1">
        <DataList.Item>
          <DataList.ItemLabel>
            <FormattedMessage id="realNameAdmin.list.realName" />
          </DataList.ItemLabel>
          <DataList.ItemValue>{record.realName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <FormattedMessage id="realNameAdmin.list.userName" />
          </DataList.ItemLabel>
          <DataList.ItemValue>{record.userName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <FormattedMessage id="realNameAdmin.list.idCard" />
          </DataList.ItemLabel>
          <DataList.ItemValue data-testid="realname-audit-id-card">
            <Stack gap="1" align="flex-start">
              <Text as="span">{record.idCard}</Text>
              {record.idCardHeldByOther === true && <HeldByOtherBadge />}
            </Stack>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <FormattedMessage id="realNameAdmin.list.state" />
          </DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette={state.color} variant="subtle">
              <FormattedMessage id={state.id} />
            </Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <FormattedMessage id="realNameAdmin.list.submitTime" />
          </DataList.ItemLabel>
          <DataList.ItemValue>{formatDateTime(intl, record.submitTime)}</DataList.ItemValue>
        </DataList.Item>
        {record.auditMsg !== '' && (
          <DataList.Item>
            <DataList.ItemLabel>
              <FormattedMessage id="realNameAdmin.list.auditMsg" />
            </DataList.ItemLabel>
            <DataList.ItemValue>{record.auditMsg}</DataList.ItemValue>
          </DataList.Item>
        )}
      </DataList.Root>
    </Stack>
  );
}

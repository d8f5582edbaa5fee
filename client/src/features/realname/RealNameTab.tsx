import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Box,
  Button,
  Card,
  DataList,
  Heading,
  Image,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuScanFace } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { Field } from '../../components/ui/field';
import { useConfirm } from '../../components/ui/useConfirm';
import { FaceCheckDialog } from './FaceCheckDialog';
import { FacePhotoField } from './FacePhotoField';
import { EarlierApprovalNote, RealNameBanner } from './RealNameBanner';
import { MyRealNameDocument, SubmitRealNameDocument } from './realNameDocuments';
import {
  hasErrors,
  REAL_NAME_MAX,
  RealNameState,
  validateRealName,
  type RealNameErrors,
  type RealNameProblem,
  type RealNameValues,
} from './realNameForm';
import { normaliseIdCard } from './idCard';
import type { MyRealNameQuery } from '../../gql/graphql';

type MyRecord = NonNullable<MyRealNameQuery['myRealName']>;

const PROBLEM_IDS: Record<RealNameProblem, string> = {
  required: 'realName.form.required',
  tooLong: 'realName.form.tooLong',
  idCardInvalid: 'realName.form.idCardInvalid',
};

/**
 * The personal centre's real-name tab: the state of the caller's record, the form (name, ID
 * number, face photo) that submits a first record or updates it after a confirmation, and the
 * face check (人脸认证) once an approval is in effect.
 */
export function RealNameTab() {
  const { data, error, loading, refetch } = useQuery(MyRealNameDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    if (error !== undefined) notifyError(error);
  }, [error]);

  if (data === undefined) {
    return loading ? <Skeleton h="96" rounded="l3" /> : null;
  }
  const record = data.myRealName ?? null;
  const open = data.switchConfig.realPerson;

  return (
    <Stack gap="5" data-testid="realname-tab">
      {!open && (
        <Alert.Root status="info" data-testid="realname-closed">
          <Alert.Indicator />
          <Alert.Title>
            <FormattedMessage id="realName.tab.closed" />
          </Alert.Title>
        </Alert.Root>
      )}
      {record !== null && <RealNameBanner state={record.state} auditMsg={record.auditMsg} />}
      {record !== null && record.approved && record.state !== RealNameState.APPROVED && (
        <EarlierApprovalNote />
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <RealNameForm
          key={`${record?.id ?? 'new'}-${record?.state ?? ''}-${String(record?.submitTime ?? '')}`}
          record={record}
          disabled={!open}
          onSubmitted={() => void refetch()}
        />
        {record !== null && <RecordSummary record={record} onFaceCheck={() => setChecking(true)} />}
      </SimpleGrid>
      {checking && <FaceCheckDialog onClose={() => setChecking(false)} />}
    </Stack>
  );
}

function RealNameForm(props: {
  record: MyRecord | null;
  disabled: boolean;
  onSubmitted: () => void;
}) {
  const { record } = props;
  const intl = useIntl();
  const confirm = useConfirm();
  const photoLabelId = useId();
  const [values, setValues] = useState<RealNameValues>({
    realName: record?.realName ?? '',
    idCard: '',
    face: record?.face ?? '',
  });
  const [errors, setErrors] = useState<RealNameErrors>({});
  const [submit] = useMutation(SubmitRealNameDocument);
  const updating = record !== null;

  function change<K extends keyof RealNameValues>(key: K, value: RealNameValues[K]) {
    const next = { ...values, [key]: value };
    setValues(next);
    if (errors[key] !== undefined) setErrors(validateRealName(next));
  }

  function errorText(key: keyof RealNameValues): string | undefined {
    const problem = errors[key];
    if (problem === undefined) return undefined;
    return intl.formatMessage({ id: PROBLEM_IDS[problem] }, { max: REAL_NAME_MAX });
  }

  async function send() {
    try {
      await submit({
        variables: {
          input: {
            realName: values.realName.trim(),
            idCard: normaliseIdCard(values.idCard),
            face: values.face,
          },
        },
      });
      notifySuccess(intl.formatMessage({ id: 'realName.form.submitted' }));
      props.onSubmitted();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateRealName(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const messageId = !updating
      ? 'realName.confirm.submit'
      : record.approved
        ? 'realName.confirm.updateApproved'
        : 'realName.confirm.update';
    confirm.ask({
      title: <FormattedMessage id="realName.confirm.title" />,
      message: <FormattedMessage id={messageId} />,
      confirmLabel: (
        <FormattedMessage id={updating ? 'realName.form.update' : 'realName.form.submit'} />
      ),
      run: send,
      testId: 'realname-confirm',
    });
  }

  return (
    <Card.Root shadow="xs" borderWidth="0">
      <Card.Header>
        <Heading size="md">
          <FormattedMessage
            id={updating ? 'realName.form.updateHeading' : 'realName.form.heading'}
          />
        </Heading>
        {updating && (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage
              id={record.approved ? 'realName.form.updateApprovedHint' : 'realName.form.updateHint'}
            />
          </Text>
        )}
      </Card.Header>
      <Card.Body>
        <form onSubmit={onSubmit} noValidate data-testid="realname-form">
          <Stack gap="4">
            <Field
              label={<FormattedMessage id="realName.form.realName" />}
              required
              invalid={errors.realName !== undefined}
              errorText={errorText('realName')}
            >
              <Input
                name="realName"
                autoComplete="name"
                value={values.realName}
                disabled={props.disabled}
                onChange={(e) => change('realName', e.target.value)}
                data-testid="realname-name"
              />
            </Field>
            <Field
              label={<FormattedMessage id="realName.form.idCard" />}
              required
              invalid={errors.idCard !== undefined}
              errorText={errorText('idCard')}
              helperText={
                updating ? (
                  <FormattedMessage
                    id="realName.form.idCardAgain"
                    values={{ masked: record.idCard }}
                  />
                ) : undefined
              }
            >
              <Input
                name="idCard"
                autoComplete="off"
                inputMode="text"
                maxLength={18}
                value={values.idCard}
                disabled={props.disabled}
                placeholder={intl.formatMessage({ id: 'realName.form.idCardPlaceholder' })}
                onChange={(e) => change('idCard', e.target.value)}
                data-testid="realname-id-card"
              />
            </Field>
            <Stack gap="1.5" role="group" aria-labelledby={photoLabelId}>
              <Text id={photoLabelId} fontSize="sm" fontWeight="medium">
                <FormattedMessage id="realName.form.face" />
                <Box as="span" color="fg.error" ms="1" aria-hidden>
                  *
                </Box>
              </Text>
              {!props.disabled && (
                <FacePhotoField
                  value={values.face}
                  onChange={(v) => change('face', v)}
                  invalid={errors.face !== undefined}
                  labelId={photoLabelId}
                />
              )}
              <Text fontSize="xs" color="fg.muted">
                <FormattedMessage id="realName.form.faceHint" />
              </Text>
              {errors.face !== undefined && (
                <Text fontSize="sm" color="fg.error" data-testid="realname-face-error">
                  {errorText('face')}
                </Text>
              )}
            </Stack>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf="flex-start"
              disabled={props.disabled}
              data-testid="realname-submit"
            >
              <FormattedMessage id={updating ? 'realName.form.update' : 'realName.form.submit'} />
            </Button>
          </Stack>
        </form>
      </Card.Body>
      {confirm.dialog}
    </Card.Root>
  );
}

/** The record as the server keeps it: photo, name, masked ID number, times; the face check. */
function RecordSummary(props: { record: MyRecord; onFaceCheck: () => void }) {
  const { record } = props;
  const intl = useIntl();
  return (
    <Card.Root shadow="xs" borderWidth="0" data-testid="realname-summary">
      <Card.Header>
        <Heading size="md">
          <FormattedMessage id="realName.summary.heading" />
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4" direction={{ base: 'column', sm: 'row' }} align="flex-start">
          {record.face !== null && (
            <Image
              src={record.face}
              alt={intl.formatMessage({ id: 'realName.summary.photoAlt' })}
              w="32"
              h="32"
              objectFit="cover"
              rounded="md"
              borderWidth="1px"
              data-testid="realname-summary-photo"
            />
          )}
          <DataList.Root orientation="horizontal" size="sm" flex="1">
            <DataList.Item>
              <DataList.ItemLabel>
                <FormattedMessage id="realName.form.realName" />
              </DataList.ItemLabel>
              <DataList.ItemValue>{record.realName}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>
                <FormattedMessage id="realName.form.idCard" />
              </DataList.ItemLabel>
              <DataList.ItemValue data-testid="realname-summary-id-card">
                {record.idCard}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>
                <FormattedMessage id="realName.summary.submitTime" />
              </DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(intl, record.submitTime)}</DataList.ItemValue>
            </DataList.Item>
            {record.approved && record.state !== RealNameState.APPROVED && (
              <DataList.Item>
                <DataList.ItemLabel>
                  <FormattedMessage id="realName.summary.approvedIdentity" />
                </DataList.ItemLabel>
                <DataList.ItemValue>
                  {`${record.approvedRealName ?? ''} ${record.approvedIdCard ?? ''}`.trim()}
                </DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
        </Stack>
      </Card.Body>
      <Card.Footer flexDirection="column" alignItems="flex-start" gap="2">
        <Button
          colorPalette="brand"
          variant="outline"
          disabled={!record.approved}
          onClick={props.onFaceCheck}
          data-testid="realname-face-check"
        >
          <LuScanFace />
          <FormattedMessage id="realName.check.open" />
        </Button>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage
            id={record.approved ? 'realName.check.hint' : 'realName.check.needsApproval'}
          />
        </Text>
      </Card.Footer>
    </Card.Root>
  );
}

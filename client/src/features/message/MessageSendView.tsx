import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuSend } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { Field } from '../../components/ui/field';
import { Pager } from '../../components/ui/pager';
import { usePaging } from '../../components/ui/usePaging';
import { ScopePicker } from '../sys/pickers/ScopePicker';
import { EMPTY_SCOPE, scopeSize, type Scope } from '../sys/pickers/scope';
import { MessageSendsDocument, SendMessageDocument } from './messageDocuments';

interface SendRow {
  id: string;
  title: string;
  content: string;
  sendByName: string;
  recipients: number;
  userCount: number;
  groupCount: number;
  deptCount: number;
  createTime: unknown;
}

/**
 * In-site messages in the back office (view key sys/msg, permission sys:msg:send): write a
 * message to departments, groups and users (each user gets it once), and the sends so far.
 */
export function MessageSendView() {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [scope, setScope] = useState<Scope>(EMPTY_SCOPE);
  const [tried, setTried] = useState(false);
  const { page, size, change } = usePaging();
  const { data, loading, error, refetch } = useQuery(MessageSendsDocument, {
    variables: { current: page, size },
    fetchPolicy: 'cache-and-network',
  });
  const [send, sending] = useMutation(SendMessageDocument);

  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const titleMissing = title.trim() === '';
  const contentMissing = content.trim() === '';
  const scopeMissing = scopeSize(scope) === 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (titleMissing || contentMissing || scopeMissing) return;
    try {
      const res = await send({
        variables: {
          input: {
            title: title.trim(),
            content: content.trim(),
            userIds: scope.users.map((u) => u.id),
            groupIds: scope.groups.map((g) => g.id),
            deptCodes: scope.departs.map((d) => d.id),
          },
        },
      });
      notifySuccess(
        intl.formatMessage(
          { id: 'message.send.sent' },
          { count: res.data?.sendMessage.recipients ?? 0 },
        ),
      );
      setTitle('');
      setContent('');
      setScope(EMPTY_SCOPE);
      setTried(false);
      await refetch();
    } catch (err) {
      notifyError(err, intl);
    }
  }

  const columns: DataColumn<SendRow>[] = [
    {
      key: 'title',
      header: <FormattedMessage id="message.field.title" />,
      truncate: true,
      width: '220px',
      render: (r) => <span title={r.content}>{r.title}</span>,
    },
    {
      key: 'audience',
      header: <FormattedMessage id="message.send.audience" />,
      render: (r) => (
        <FormattedMessage
          id="message.send.audienceText"
          values={{ depts: r.deptCount, groups: r.groupCount, users: r.userCount }}
        />
      ),
    },
    {
      key: 'recipients',
      header: <FormattedMessage id="message.send.recipients" />,
      width: '100px',
      render: (r) => <Badge variant="subtle">{r.recipients}</Badge>,
    },
    {
      key: 'by',
      header: <FormattedMessage id="message.send.by" />,
      width: '120px',
      render: (r) => r.sendByName,
    },
    {
      key: 'time',
      header: <FormattedMessage id="message.field.time" />,
      width: '170px',
      render: (r) => formatDateTime(intl, r.createTime),
    },
  ];

  return (
    <Stack gap="4" data-testid="message-send-page">
      <Card.Root>
        <Card.Header>
          <Heading size="md">
            <FormattedMessage id="message.send.heading" />
          </Heading>
        </Card.Header>
        <Card.Body>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack gap="4" maxW="3xl">
              <Field
                label={<FormattedMessage id="message.field.title" />}
                required
                invalid={tried && titleMissing}
                errorText={<FormattedMessage id="sys.common.required" />}
              >
                <Input
                  size="sm"
                  value={title}
                  maxLength={100}
                  onChange={(e) => setTitle(e.target.value)}
                  data-testid="message-send-title"
                />
              </Field>
              <Field
                label={<FormattedMessage id="message.field.content" />}
                required
                invalid={tried && contentMissing}
                errorText={<FormattedMessage id="sys.common.required" />}
              >
                <Textarea
                  size="sm"
                  rows={5}
                  value={content}
                  maxLength={2000}
                  onChange={(e) => setContent(e.target.value)}
                  data-testid="message-send-content"
                />
              </Field>
              {/* Not a Field: its context would give every checkbox of the user picker one id. */}
              <Stack gap="1.5" role="group" aria-labelledby="message-send-audience-label">
                <Text id="message-send-audience-label" fontSize="sm" fontWeight="medium">
                  <FormattedMessage id="message.send.audience" />
                  <Text as="span" color="fg.error" aria-hidden>
                    {' *'}
                  </Text>
                </Text>
                <ScopePicker value={scope} onChange={setScope} testId="message-send-scope" />
                {tried && scopeMissing && (
                  <Text fontSize="xs" color="fg.error" role="alert">
                    <FormattedMessage id="message.send.audienceRequired" />
                  </Text>
                )}
              </Stack>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="message.send.hint" />
              </Text>
              <Button
                type="submit"
                colorPalette="brand"
                alignSelf="flex-start"
                loading={sending.loading}
                data-testid="message-send-submit"
              >
                <LuSend />
                <FormattedMessage id="message.send.submit" />
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Heading size="md">
            <FormattedMessage id="message.send.history" />
          </Heading>
        </Card.Header>
        <Card.Body gap="4">
          <DataTable
            columns={columns}
            rows={data?.messageSends.records ?? []}
            loading={loading && data === undefined}
            testId="message-send-table"
            label={intl.formatMessage({ id: 'message.send.history' })}
          />
          <Pager
            total={data?.messageSends.total ?? 0}
            page={page}
            size={size}
            onChange={change}
            testId="message-send-pager"
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

import { useMutation } from '@apollo/client/react';
import {
  Checkbox,
  CheckboxGroup,
  Code,
  HStack,
  Input,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { SaveNotifyTmplDocument } from './notifyDocuments';
import { PLACEHOLDERS, unknownPlaceholders } from './placeholders';

/** msg: in-site message; sms: a text to the linked number of each recipient who allows it. */
export const CHANNELS = ['msg', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

export interface TmplValues {
  id?: string;
  title: string;
  msgTitle: string;
  content: string;
  channels: string[];
}

export const CHANNEL_LABELS: Record<Channel, string> = {
  msg: 'notify.tmpl.channelMsg',
  sms: 'notify.tmpl.channelSms',
};

/** Add or edit a notification template; the placeholders are listed and checked. */
export function NotifyTmplDialog(props: {
  initial: TmplValues;
  onClose: () => void;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const [v, setV] = useState(props.initial);
  const [tried, setTried] = useState(false);
  const [save, saving] = useMutation(SaveNotifyTmplDocument);
  const bad = [...unknownPlaceholders(v.msgTitle), ...unknownPlaceholders(v.content)];
  const missing = {
    title: v.title.trim() === '',
    msgTitle: v.msgTitle.trim() === '',
    content: v.content.trim() === '',
    channels: !CHANNELS.some((c) => v.channels.includes(c)),
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (missing.title || missing.msgTitle || missing.content || missing.channels) return;
    if (bad.length > 0) return;
    try {
      await save({
        variables: {
          input: {
            id: v.id ?? null,
            title: v.title.trim(),
            msgTitle: v.msgTitle.trim(),
            content: v.content.trim(),
            channels: CHANNELS.filter((c) => v.channels.includes(c)),
          },
        },
      });
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
      props.onSaved();
    } catch (err) {
      notifyError(err, intl);
    }
  }

  const required = <FormattedMessage id="sys.common.required" />;
  return (
    <FormDialog
      title={
        <FormattedMessage
          id={v.id === undefined ? 'notify.tmpl.addTitle' : 'notify.tmpl.editTitle'}
        />
      }
      testId="tmpl-dialog"
      saveTestId="tmpl-save"
      saving={saving.loading}
      size="lg"
      onClose={props.onClose}
      onSubmit={(e) => void submit(e)}
    >
      <Stack gap="4">
        <Field
          label={<FormattedMessage id="notify.tmpl.name" />}
          required
          invalid={tried && missing.title}
          errorText={required}
        >
          <Input
            size="sm"
            value={v.title}
            maxLength={100}
            onChange={(e) => setV({ ...v, title: e.target.value })}
            data-testid="tmpl-title"
          />
        </Field>
        <Field
          label={<FormattedMessage id="notify.tmpl.msgTitle" />}
          required
          invalid={tried && missing.msgTitle}
          errorText={required}
        >
          <Input
            size="sm"
            value={v.msgTitle}
            maxLength={100}
            onChange={(e) => setV({ ...v, msgTitle: e.target.value })}
            data-testid="tmpl-msg-title"
          />
        </Field>
        <Field
          label={<FormattedMessage id="notify.tmpl.content" />}
          required
          invalid={tried && (missing.content || bad.length > 0)}
          errorText={
            bad.length > 0 ? (
              <FormattedMessage
                id="notify.tmpl.unknown"
                values={{ names: bad.map((b) => `{${b}}`).join(' ') }}
              />
            ) : (
              required
            )
          }
        >
          <Textarea
            size="sm"
            rows={5}
            value={v.content}
            maxLength={2000}
            onChange={(e) => setV({ ...v, content: e.target.value })}
            data-testid="tmpl-content"
          />
        </Field>
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="notify.tmpl.placeholders" />
          </Text>
          <Wrap gap="1.5">
            {PLACEHOLDERS.map((p) => (
              <Code key={p} size="sm">{`{${p}}`}</Code>
            ))}
          </Wrap>
        </Stack>
        <Field
          label={<FormattedMessage id="notify.tmpl.channels" />}
          required
          invalid={tried && missing.channels}
          errorText={required}
          helperText={<FormattedMessage id="notify.tmpl.channelNote" />}
        >
          <CheckboxGroup
            value={v.channels}
            onValueChange={(channels) => setV({ ...v, channels })}
            aria-label={intl.formatMessage({ id: 'notify.tmpl.channels' })}
          >
            <HStack gap="6">
              {CHANNELS.map((c) => (
                <Checkbox.Root
                  key={c}
                  value={c}
                  size="sm"
                  colorPalette="brand"
                  data-testid={`tmpl-channel-${c}`}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <FormattedMessage id={CHANNEL_LABELS[c]} />
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
          </CheckboxGroup>
        </Field>
      </Stack>
    </FormDialog>
  );
}

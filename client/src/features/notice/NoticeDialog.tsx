import { useMutation, useQuery } from '@apollo/client/react';
import { HStack, Input, RadioGroup, Skeleton, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { RichTextEditor } from '../../components/ui/rich-text';
import { isBlankHtml } from '../../components/ui/richTextHtml';
import { NoticeDocument, SaveNoticeDocument } from './noticeDocuments';

/** 0 published, 1 draft. */
export const NOTICE_PUBLISHED = 0;
export const NOTICE_DRAFT = 1;

/** Add (id null) or edit a notice: title, rich text, published or draft. */
export function NoticeDialog(props: {
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { data, loading } = useQuery(NoticeDocument, {
    variables: { id: props.id ?? '' },
    skip: props.id === null,
    fetchPolicy: 'network-only',
  });
  const notice = data?.notice;
  if (props.id !== null && notice == null) {
    return (
      <FormDialog
        title={<FormattedMessage id="notice.admin.editTitle" />}
        testId="notice-dialog"
        saveTestId="notice-save"
        saving={false}
        saveDisabled
        onClose={props.onClose}
      >
        {loading ? <Skeleton h="60" /> : null}
      </FormDialog>
    );
  }
  return (
    <NoticeForm
      id={props.id}
      initial={
        notice == null
          ? { title: '', content: '', state: NOTICE_DRAFT }
          : { title: notice.title, content: notice.content, state: notice.state }
      }
      onClose={props.onClose}
      onSaved={props.onSaved}
    />
  );
}

function NoticeForm(props: {
  id: string | null;
  initial: { title: string; content: string; state: number };
  onClose: () => void;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const editing = props.id !== null;
  const [title, setTitle] = useState(props.initial.title);
  const [content, setContent] = useState(props.initial.content);
  const [state, setState] = useState(props.initial.state);
  const [tried, setTried] = useState(false);
  const [save, saving] = useMutation(SaveNoticeDocument);

  const titleMissing = title.trim() === '';
  const contentMissing = isBlankHtml(content);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    if (titleMissing || contentMissing) return;
    try {
      await save({ variables: { input: { id: props.id, title: title.trim(), content, state } } });
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
      props.onSaved();
    } catch (err) {
      notifyError(err, intl);
    }
  }

  return (
    <FormDialog
      title={<FormattedMessage id={editing ? 'notice.admin.editTitle' : 'notice.admin.addTitle'} />}
      testId="notice-dialog"
      saveTestId="notice-save"
      saving={saving.loading}
      size="lg"
      scrollInside
      onClose={props.onClose}
      onSubmit={(e) => void submit(e)}
    >
      <Stack gap="4">
        <Field
          label={<FormattedMessage id="notice.field.title" />}
          required
          invalid={tried && titleMissing}
          errorText={<FormattedMessage id="sys.common.required" />}
        >
          <Input
            size="sm"
            value={title}
            maxLength={100}
            onChange={(e) => setTitle(e.target.value)}
            data-testid="notice-title"
          />
        </Field>
        <Field
          label={<FormattedMessage id="notice.field.content" />}
          required
          invalid={tried && contentMissing}
          errorText={<FormattedMessage id="sys.common.required" />}
        >
          <RichTextEditor
            value={content}
            onChange={setContent}
            invalid={tried && contentMissing}
            minH="60"
            testId="notice-content"
            ariaLabel={intl.formatMessage({ id: 'notice.field.content' })}
          />
        </Field>
        <Field label={<FormattedMessage id="notice.field.state" />}>
          <RadioGroup.Root
            size="sm"
            colorPalette="brand"
            value={String(state)}
            onValueChange={(e) => setState(Number(e.value))}
          >
            <HStack gap="5">
              <RadioGroup.Item
                value={String(NOTICE_PUBLISHED)}
                data-testid="notice-state-published"
              >
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <FormattedMessage id="notice.state.published" />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value={String(NOTICE_DRAFT)} data-testid="notice-state-draft">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <FormattedMessage id="notice.state.draft" />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            </HStack>
          </RadioGroup.Root>
        </Field>
      </Stack>
    </FormDialog>
  );
}

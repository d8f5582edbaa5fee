import { useMutation } from '@apollo/client/react';
import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { FormDialog } from '../../components/ui/form-dialog';
import { REVIEW_STATES, reviewStateOf } from './examConstants';
import { MarkPapersAsDocument } from './examAdminDocuments';

/** Labels papers with a review state (none, pass, fail, invalid score). */
export function MarkAsDialog(props: { ids: string[]; onClose: () => void; onDone: () => void }) {
  const intl = useIntl();
  const [state, setState] = useState('1');
  const [mark, marking] = useMutation(MarkPapersAsDocument);
  async function apply() {
    try {
      await mark({ variables: { input: { ids: props.ids, reviewState: Number(state) } } });
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
      props.onDone();
    } catch (e) {
      notifyError(e, intl);
    }
  }
  return (
    <FormDialog
      title={<FormattedMessage id="examAdmin.markAs.title" />}
      testId="mark-as-dialog"
      saveTestId="mark-as-submit"
      saving={marking.loading}
      onClose={props.onClose}
      onSave={() => void apply()}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="examAdmin.audit.selected" values={{ count: props.ids.length }} />
        </Text>
        <RadioGroup.Root
          size="sm"
          colorPalette="brand"
          value={state}
          onValueChange={(e) => setState(e.value ?? '1')}
        >
          <Stack gap="2">
            {REVIEW_STATES.map((s) => (
              <RadioGroup.Item key={s} value={String(s)} data-testid={`mark-as-state-${s}`}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <FormattedMessage id={reviewStateOf(s).id} />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Stack>
    </FormDialog>
  );
}

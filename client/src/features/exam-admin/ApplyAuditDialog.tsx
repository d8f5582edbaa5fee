import { useMutation } from '@apollo/client/react';
import { HStack, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';
import { auditStateOf } from './examConstants';
import { AuditExamAppliesDocument } from './examAdminDocuments';

/** Approves or rejects the chosen applications with a message (state and message both required). */
export function ApplyAuditDialog(props: {
  ids: string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const [state, setState] = useState('1');
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const [audit, auditing] = useMutation(AuditExamAppliesDocument);

  async function apply() {
    if (message.trim() === '') {
      setMissing(true);
      return;
    }
    try {
      const result = await audit({
        variables: {
          input: { ids: props.ids, auditState: Number(state), auditMsg: message.trim() },
        },
      });
      notifySuccess(
        intl.formatMessage(
          { id: 'examAdmin.audit.done' },
          { count: result.data?.auditExamApplies ?? props.ids.length },
        ),
      );
      props.onDone();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  return (
    <FormDialog
      title={<FormattedMessage id="examAdmin.audit.title" />}
      testId="apply-audit-dialog"
      saveTestId="apply-audit-submit"
      saving={auditing.loading}
      onClose={props.onClose}
      onSave={() => void apply()}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="examAdmin.audit.selected" values={{ count: props.ids.length }} />
        </Text>
        <Field label={<FormattedMessage id="examAdmin.audit.state" />} required>
          <RadioGroup.Root
            size="sm"
            colorPalette="brand"
            value={state}
            onValueChange={(e) => setState(e.value ?? '1')}
            data-testid="apply-audit-state"
          >
            <HStack gap="5">
              {[1, 2].map((s) => (
                <RadioGroup.Item key={s} value={String(s)} data-testid={`apply-audit-state-${s}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <FormattedMessage id={auditStateOf(s).id} />
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
        </Field>
        <Field
          label={<FormattedMessage id="examAdmin.audit.message" />}
          required
          invalid={missing}
          errorText={<FormattedMessage id="sys.common.required" />}
        >
          <Textarea
            size="sm"
            rows={3}
            maxLength={1000}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setMissing(false);
            }}
            data-testid="apply-audit-message"
          />
        </Field>
      </Stack>
    </FormDialog>
  );
}

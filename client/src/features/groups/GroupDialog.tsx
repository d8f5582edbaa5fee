import { useMutation } from '@apollo/client/react';
import { Input, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';
import { CreateGroupDocument, UpdateGroupDocument } from './groupDocuments';

export interface GroupFormValues {
  id?: string;
  groupName: string;
  remark: string;
}

/** Add or rename a group. */
export function GroupDialog(props: {
  initial: GroupFormValues;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const intl = useIntl();
  const [values, setValues] = useState(props.initial);
  const [missing, setMissing] = useState(false);
  const [createGroup, created] = useMutation(CreateGroupDocument);
  const [updateGroup, updated] = useMutation(UpdateGroupDocument);
  const editing = props.initial.id !== undefined;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (values.groupName.trim() === '') {
      setMissing(true);
      return;
    }
    const input = { groupName: values.groupName.trim(), remark: values.remark.trim() };
    try {
      let id = props.initial.id ?? '';
      if (props.initial.id !== undefined) {
        await updateGroup({ variables: { input: { ...input, id: props.initial.id } } });
      } else {
        const result = await createGroup({ variables: { input } });
        id = result.data?.createGroup.id ?? '';
      }
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
      props.onSaved(id);
    } catch (error) {
      notifyError(error, intl);
    }
  }

  return (
    <FormDialog
      title={
        <FormattedMessage id={editing ? 'sysGroup.form.editTitle' : 'sysGroup.form.addTitle'} />
      }
      testId="group-dialog"
      saveTestId="group-save"
      saving={created.loading || updated.loading}
      onClose={props.onClose}
      onSubmit={(e) => void submit(e)}
    >
      <Stack gap="4">
        <Field
          label={<FormattedMessage id="sysGroup.field.name" />}
          required
          invalid={missing}
          errorText={<FormattedMessage id="sys.common.required" />}
        >
          <Input
            size="sm"
            value={values.groupName}
            maxLength={100}
            onChange={(e) => {
              setValues({ ...values, groupName: e.target.value });
              setMissing(false);
            }}
            data-testid="group-name"
          />
        </Field>
        <Field label={<FormattedMessage id="sys.common.remark" />}>
          <Textarea
            size="sm"
            value={values.remark}
            maxLength={500}
            onChange={(e) => setValues({ ...values, remark: e.target.value })}
            data-testid="group-remark"
          />
        </Field>
      </Stack>
    </FormDialog>
  );
}

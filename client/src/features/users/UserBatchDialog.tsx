import { useMutation } from '@apollo/client/react';
import { Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { FormDialog } from '../../components/ui/form-dialog';
import { Field } from '../../components/ui/field';
import { DeptTreeSelect } from '../sys/pickers/DeptTreeSelect';
import { RoleMultiSelect } from '../sys/pickers/RoleMultiSelect';
import {
  BatchUserDeptDocument,
  BatchUserExpireDocument,
  BatchUserRoleDocument,
} from './userDocuments';
import { fromLocalInput } from './userForm';

export type BatchKind = 'dept' | 'role' | 'expire';

const TITLES: Record<BatchKind, string> = {
  dept: 'sysUser.batch.deptTitle',
  role: 'sysUser.batch.roleTitle',
  expire: 'sysUser.batch.expireTitle',
};

/** Moves the ticked users to a department, replaces their roles or sets their expiry. */
export function UserBatchDialog(props: {
  kind: BatchKind;
  ids: string[];
  onClose: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const [deptCode, setDeptCode] = useState('');
  const [roles, setRoles] = useState<string[]>([]);
  const [expire, setExpire] = useState('');
  const [missing, setMissing] = useState(false);
  const [batchDept, d] = useMutation(BatchUserDeptDocument);
  const [batchRole, r] = useMutation(BatchUserRoleDocument);
  const [batchExpire, x] = useMutation(BatchUserExpireDocument);

  async function apply() {
    try {
      if (props.kind === 'dept') {
        if (deptCode === '') return setMissing(true);
        await batchDept({ variables: { ids: props.ids, deptCode } });
      } else if (props.kind === 'role') {
        if (roles.length === 0) return setMissing(true);
        await batchRole({ variables: { ids: props.ids, roles } });
      } else {
        await batchExpire({ variables: { ids: props.ids, expireTime: fromLocalInput(expire) } });
      }
      notifySuccess(intl.formatMessage({ id: 'sysUser.batch.done' }, { count: props.ids.length }));
      props.onDone();
    } catch (e) {
      notifyError(e, intl);
    }
  }

  return (
    <FormDialog
      title={<FormattedMessage id={TITLES[props.kind]} />}
      testId={`user-batch-${props.kind}`}
      saveTestId="user-batch-apply"
      saving={d.loading || r.loading || x.loading}
      onClose={props.onClose}
      onSave={() => void apply()}
    >
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="sysUser.batch.selected" values={{ count: props.ids.length }} />
        </Text>
        {props.kind === 'dept' && (
          <Field
            label={<FormattedMessage id="sysUser.field.dept" />}
            required
            invalid={missing}
            errorText={<FormattedMessage id="sys.common.required" />}
          >
            <DeptTreeSelect
              value={deptCode}
              onChange={(code) => {
                setDeptCode(code);
                setMissing(false);
              }}
              invalid={missing}
              testId="user-batch-dept-select"
            />
          </Field>
        )}
        {props.kind === 'role' && (
          <Field
            label={<FormattedMessage id="sysUser.field.roles" />}
            required
            invalid={missing}
            errorText={<FormattedMessage id="sysUser.form.roleRequired" />}
            helperText={<FormattedMessage id="sysUser.batch.roleHelp" />}
          >
            <RoleMultiSelect
              value={roles}
              onChange={(ids) => {
                setRoles(ids);
                setMissing(false);
              }}
              invalid={missing}
              testId="user-batch-role-select"
            />
          </Field>
        )}
        {props.kind === 'expire' && (
          <Field
            label={<FormattedMessage id="sysUser.field.expireTime" />}
            helperText={<FormattedMessage id="sysUser.form.expireHelp" />}
          >
            <Input
              size="sm"
              type="datetime-local"
              value={expire}
              onChange={(e) => setExpire(e.target.value)}
              data-testid="user-batch-expire-input"
            />
          </Field>
        )}
      </Stack>
    </FormDialog>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { formatDateTime } from '../../app/format';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { Field } from '../../components/ui/field';
import { FormDialog } from '../../components/ui/form-dialog';
import { useConfirm } from '../../components/ui/useConfirm';
import { isMobile, mobileInput } from '../auth/mobileRules';
import {
  DirectBindMobileDocument,
  DirectUnbindMobileDocument,
  UnbindLoginByIdDocument,
  UserLoginBindingsDocument,
} from './bindingDocuments';
import { loginTypeLabel } from './loginTypes';

/**
 * The user dialog's account-binding tab: the admin mobile binder (the linked number with Unbind,
 * or Bind with a phone field) and the list of the user's bindings, each with Unbind for holders
 * of sys:user:update. After an admin unbinds, only the user can link again.
 */
export function UserBindingsPanel(props: { userId: string; canUpdate: boolean }) {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(UserLoginBindingsDocument, {
    variables: { userId: props.userId },
    fetchPolicy: 'network-only',
  });
  const [unbindById] = useMutation(UnbindLoginByIdDocument);
  const [directUnbind] = useMutation(DirectUnbindMobileDocument);
  const [binding, setBinding] = useState(false);
  const confirm = useConfirm();
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const rows = data?.userLoginBindings ?? [];
  const mobile = rows.find((r) => r.loginType === 'mobile')?.openId ?? null;
  type Row = (typeof rows)[number];

  function askUnbind(run: () => Promise<unknown>) {
    confirm.ask({
      message: <FormattedMessage id="bindings.action.confirmUnlinkAdmin" />,
      testId: 'admin-unbind-confirm',
      run: async () => {
        try {
          await run();
          notifySuccess(intl.formatMessage({ id: 'bindings.action.unbound' }));
          await refetch();
        } catch (e) {
          notifyError(e, intl);
        }
      },
    });
  }

  const columns: DataColumn<Row>[] = [
    {
      key: 'type',
      header: <FormattedMessage id="bindings.field.type" />,
      render: (r) => <FormattedMessage id={loginTypeLabel(r.loginType)} />,
    },
    {
      key: 'openId',
      header: <FormattedMessage id="bindings.field.openId" />,
      render: (r) => r.openId,
    },
    {
      key: 'time',
      header: <FormattedMessage id="bindings.field.createTime" />,
      render: (r) => (r.createTime == null ? '—' : formatDateTime(intl, r.createTime)),
    },
    ...(props.canUpdate
      ? [
          {
            key: 'action',
            header: <FormattedMessage id="bindings.field.action" />,
            align: 'end' as const,
            render: (r: Row) => (
              <Button
                size="xs"
                variant="outline"
                colorPalette="red"
                onClick={() => askUnbind(() => unbindById({ variables: { id: r.id } }))}
                data-testid={`admin-unbind-${r.loginType}`}
              >
                <FormattedMessage id="bindings.action.unbind" />
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="4" data-testid="user-bindings">
      <HStack justify="space-between" borderWidth="1px" rounded="md" p="3">
        <Stack gap="0">
          <Text fontWeight="medium">
            <FormattedMessage id="bindings.type.mobile" />
          </Text>
          <Text
            fontSize="sm"
            color={mobile === null ? 'fg.muted' : undefined}
            data-testid="admin-mobile"
          >
            {mobile ?? <FormattedMessage id="bindings.state.unlinked" />}
          </Text>
        </Stack>
        {props.canUpdate &&
          (mobile !== null ? (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() =>
                askUnbind(() => directUnbind({ variables: { userId: props.userId, mobile } }))
              }
              data-testid="admin-mobile-unbind"
            >
              <FormattedMessage id="bindings.action.unbind" />
            </Button>
          ) : (
            <Button
              size="sm"
              colorPalette="brand"
              onClick={() => setBinding(true)}
              data-testid="admin-mobile-bind"
            >
              <FormattedMessage id="bindings.action.bind" />
            </Button>
          ))}
      </HStack>
      <DataTable columns={columns} rows={rows} loading={loading} testId="user-bindings-table" />
      {binding && (
        <AdminBindMobileDialog
          userId={props.userId}
          onClose={() => setBinding(false)}
          onDone={() => {
            setBinding(false);
            void refetch();
          }}
        />
      )}
      {confirm.dialog}
    </Stack>
  );
}

/** The admin's "bind a phone" dialog: one phone field. */
function AdminBindMobileDialog(props: { userId: string; onClose: () => void; onDone: () => void }) {
  const intl = useIntl();
  const [mobile, setMobile] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [bind, { loading }] = useMutation(DirectBindMobileDocument);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!isMobile(mobile)) {
      setProblem(intl.formatMessage({ id: 'auth.sms.mobileInvalid' }));
      return;
    }
    try {
      await bind({ variables: { userId: props.userId, mobile } });
      notifySuccess(intl.formatMessage({ id: 'bindings.mobile.bound' }));
      props.onDone();
    } catch (error) {
      notifyError(error, intl);
    }
  }

  return (
    <FormDialog
      title={<FormattedMessage id="bindings.mobile.adminBindTitle" />}
      testId="admin-bind-mobile-dialog"
      saveTestId="admin-bind-mobile-save"
      saving={loading}
      onClose={props.onClose}
      onSubmit={(e) => void submit(e)}
    >
      <Field
        label={<FormattedMessage id="auth.sms.mobile" />}
        required
        invalid={problem !== undefined}
        errorText={problem}
      >
        <Input
          type="tel"
          inputMode="numeric"
          maxLength={11}
          value={mobile}
          onChange={(e) => {
            setMobile(mobileInput(e.target.value));
            setProblem(undefined);
          }}
          data-testid="admin-bind-mobile-input"
        />
      </Field>
    </FormDialog>
  );
}

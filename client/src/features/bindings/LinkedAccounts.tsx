import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { useConfirm } from '../../components/ui/useConfirm';
import { BindMobileDialog } from './BindMobileDialog';
import { MyLoginBindingsDocument, UnbindLoginDocument } from './bindingDocuments';
import { LOGIN_TYPE_LABELS, rowsByType } from './loginTypes';
import { useChatLink } from '../auth/useChatLink';

/**
 * The personal centre's linked accounts: one row per login type (mobile, wechat, crop-wechat,
 * ding-talk), each Linked with an Unlink button or a Link button. The number is linked and
 * unlinked in the bind-mobile dialog; a chat app is linked at the provider (the browser goes
 * there with state 'bind') and unlinked after a confirmation. A failed fetch shows all four
 * unlinked.
 */
export function LinkedAccounts() {
  const intl = useIntl();
  const { data, refetch } = useQuery(MyLoginBindingsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [unbindLogin] = useMutation(UnbindLoginDocument);
  const [mobileDialog, setMobileDialog] = useState<{ linked: string | null } | null>(null);
  const confirm = useConfirm();
  const chatLink = useChatLink();
  const rows = rowsByType(data?.myLoginBindings);
  // Back from a chat app with the account linked (?bound=<type>): say so once.
  const [params, setParams] = useSearchParams();
  const bound = params.get('bound');
  useEffect(() => {
    if (bound === null) return;
    notifySuccess(intl.formatMessage({ id: 'bindings.action.linked' }));
    const next = new URLSearchParams(params);
    next.delete('bound');
    setParams(next, { replace: true });
  }, [bound, params, setParams, intl]);

  return (
    <Card.Root borderWidth="0" shadow="xs">
      <Card.Body>
        <Stack gap="3">
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="bindings.page.hint" />
          </Text>
          <Table.Root size="sm" data-testid="linked-accounts">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <FormattedMessage id="bindings.field.type" />
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <FormattedMessage id="bindings.field.state" />
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  <FormattedMessage id="bindings.field.action" />
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map(({ loginType, binding }) => {
                const label = intl.formatMessage({ id: LOGIN_TYPE_LABELS[loginType] });
                const canLink = loginType === 'mobile' || chatLink.available(loginType);
                return (
                  <Table.Row key={loginType} data-testid={`binding-row-${loginType}`}>
                    <Table.Cell fontWeight="medium">{label}</Table.Cell>
                    <Table.Cell>
                      {binding !== null ? (
                        <HStack gap="2">
                          <Badge colorPalette="green" variant="subtle">
                            <FormattedMessage id="bindings.state.linked" />
                          </Badge>
                          {loginType === 'mobile' && <Text fontSize="sm">{binding.openId}</Text>}
                        </HStack>
                      ) : (
                        <Badge variant="subtle">
                          <FormattedMessage id="bindings.state.unlinked" />
                        </Badge>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">
                      {binding !== null ? (
                        <Button
                          size="xs"
                          variant="outline"
                          colorPalette="red"
                          aria-label={intl.formatMessage(
                            { id: 'bindings.action.unlinkOf' },
                            { type: label },
                          )}
                          onClick={() => {
                            if (loginType === 'mobile') {
                              setMobileDialog({ linked: binding.openId });
                              return;
                            }
                            confirm.ask({
                              message: (
                                <FormattedMessage
                                  id="bindings.action.confirmUnlinkOwn"
                                  values={{ type: label }}
                                />
                              ),
                              testId: 'unbind-confirm',
                              run: async () => {
                                try {
                                  await unbindLogin({ variables: { loginType } });
                                  notifySuccess(
                                    intl.formatMessage({ id: 'bindings.action.unbound' }),
                                  );
                                  await refetch();
                                } catch (error) {
                                  notifyError(error, intl);
                                }
                              },
                            });
                          }}
                          data-testid={`binding-unlink-${loginType}`}
                        >
                          <FormattedMessage id="bindings.action.unlink" />
                        </Button>
                      ) : (
                        canLink && (
                          <Button
                            size="xs"
                            colorPalette="brand"
                            aria-label={intl.formatMessage(
                              { id: 'bindings.action.linkOf' },
                              { type: label },
                            )}
                            loading={chatLink.pending === loginType}
                            onClick={() => {
                              if (loginType === 'mobile') setMobileDialog({ linked: null });
                              else void chatLink.start(loginType, true);
                            }}
                            data-testid={`binding-link-${loginType}`}
                          >
                            <FormattedMessage id="bindings.action.link" />
                          </Button>
                        )
                      )}
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Stack>
        {mobileDialog !== null && (
          <BindMobileDialog
            linked={mobileDialog.linked}
            onClose={() => setMobileDialog(null)}
            onDone={() => {
              setMobileDialog(null);
              void refetch();
            }}
          />
        )}
        {confirm.dialog}
      </Card.Body>
    </Card.Root>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  Heading,
  Input,
  Skeleton,
  Stack,
  Switch,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { PointsRulesDocument, SavePointsRulesDocument } from './pointsDocuments';

type Code = 'examPass' | 'trainFinish' | 'dailyLogin';
interface Rule {
  code: string;
  points: number;
  enabled: boolean;
}

const RULE_LABELS: Record<Code, { name: string; desc: string }> = {
  examPass: { name: 'points.rule.examPass', desc: 'points.rule.examPassDesc' },
  trainFinish: { name: 'points.rule.trainFinish', desc: 'points.rule.trainFinishDesc' },
  dailyLogin: { name: 'points.rule.dailyLogin', desc: 'points.rule.dailyLoginDesc' },
};
const isCode = (c: string): c is Code => Object.hasOwn(RULE_LABELS, c);

/** Points rules (view key sys/points, menu PointsRule): the points of each cause, on or off. */
export function PointsRuleView() {
  const { data, loading } = useQuery(PointsRulesDocument, { fetchPolicy: 'network-only' });
  if (data === undefined) return loading ? <Skeleton h="60" /> : null;
  return <RulesForm initial={data.pointsRules} />;
}

function RulesForm({ initial }: { initial: readonly Rule[] }) {
  const intl = useIntl();
  const [rules, setRules] = useState<Rule[]>(() => initial.map((r) => ({ ...r })));
  const [save, saving] = useMutation(SavePointsRulesDocument);
  const invalid = rules.some((r) => !Number.isInteger(r.points) || r.points < 0);
  const set = (code: string, patch: Partial<Rule>) =>
    setRules(rules.map((r) => (r.code === code ? { ...r, ...patch } : r)));

  async function submit() {
    if (invalid) return;
    try {
      await save({
        variables: {
          rules: rules
            .filter((r) => isCode(r.code))
            .map((r) => ({
              code: r.code,
              points: r.points,
              enabled: r.enabled,
            })),
        },
      });
      notifySuccess(intl.formatMessage({ id: 'sys.common.saved' }));
    } catch (e) {
      notifyError(e, intl);
    }
  }

  return (
    <Card.Root data-testid="points-rule-page">
      <Card.Header>
        <Heading size="md">
          <FormattedMessage id="points.rule.heading" />
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="points.rule.hint" />
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4" maxW="3xl">
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  <Table.ColumnHeader>
                    <FormattedMessage id="points.rule.cause" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader w="32">
                    <FormattedMessage id="points.field.points" />
                  </Table.ColumnHeader>
                  <Table.ColumnHeader w="24">
                    <FormattedMessage id="points.rule.enabled" />
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rules
                  .filter((r) => isCode(r.code))
                  .map((r) => {
                    const label = RULE_LABELS[r.code as Code];
                    const name = intl.formatMessage({ id: label.name });
                    return (
                      <Table.Row key={r.code} data-testid={`points-rule-${r.code}`}>
                        <Table.Cell>
                          <Text fontWeight="medium">{name}</Text>
                          <Text fontSize="xs" color="fg.muted">
                            <FormattedMessage id={label.desc} />
                          </Text>
                        </Table.Cell>
                        <Table.Cell>
                          <Input
                            size="sm"
                            type="number"
                            min={0}
                            step={1}
                            value={Number.isNaN(r.points) ? '' : r.points}
                            aria-label={intl.formatMessage(
                              { id: 'points.rule.pointsOf' },
                              { name },
                            )}
                            aria-invalid={!Number.isInteger(r.points) || r.points < 0}
                            onChange={(e) => set(r.code, { points: e.currentTarget.valueAsNumber })}
                            data-testid={`points-rule-${r.code}-points`}
                          />
                        </Table.Cell>
                        <Table.Cell>
                          <Switch.Root
                            size="sm"
                            colorPalette="brand"
                            checked={r.enabled}
                            onCheckedChange={(e) => set(r.code, { enabled: e.checked })}
                            aria-label={intl.formatMessage(
                              { id: 'points.rule.enabledOf' },
                              { name },
                            )}
                            data-testid={`points-rule-${r.code}-enabled`}
                          >
                            <Switch.HiddenInput />
                            <Switch.Control />
                          </Switch.Root>
                        </Table.Cell>
                      </Table.Row>
                    );
                  })}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {invalid && (
            <Text fontSize="sm" color="fg.error" role="alert">
              <FormattedMessage id="points.rule.invalid" />
            </Text>
          )}
          <Button
            colorPalette="brand"
            alignSelf="flex-start"
            loading={saving.loading}
            disabled={invalid}
            onClick={() => void submit()}
            data-testid="points-rule-save"
          >
            <FormattedMessage id="sys.common.save" />
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

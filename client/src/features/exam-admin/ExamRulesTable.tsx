import { useQuery } from '@apollo/client/react';
import {
  Box,
  Button,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Table,
  Text,
} from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LuArrowDown, LuArrowUp, LuLibrary, LuPlus, LuTrash2 } from 'react-icons/lu';
import { RepoChapterOptionsDocument } from '../question-admin/questionAdminDocuments';
import { RepoPickerDialog } from '../sys/pickers/PickerDialogs';
import { RepoSelect } from '../sys/pickers/Selects';
import { LEVELS, levelLabelId, QU_TYPES, typeLabelId } from '../question/questionTypes';
import { RuleQuestionCountDocument } from './examAdminDocuments';
import { emptyRule, moveRule, ruleSubtotal, totalScoreOf, type RuleDraft } from './examForm';
import { PROBLEM_IDS, type ExamErrors } from './examValidation';

export interface ExamRulesTableProps {
  rules: RuleDraft[];
  onChange: (rules: RuleDraft[]) => void;
  errors: ExamErrors;
  /** The server's problems of the last save by path (`rules.<i>.quCount`). */
  serverErrors?: Readonly<Record<string, string>>;
  /** The exam has papers: the rules cannot change. */
  locked: boolean;
  /** Questions each rule's slice holds, reported as they load (by rule key). */
  onAvailable: (key: string, count: number | undefined) => void;
}

/**
 * The draw rules: per row a bank, an optional chapter (once a bank is chosen), a type, an optional
 * difficulty, a count (with what the bank holds) and a score each; the subtotal, and the live total.
 */
export function ExamRulesTable(props: ExamRulesTableProps) {
  const { rules, onChange, errors, locked } = props;
  const intl = useIntl();
  const [picking, setPicking] = useState(false);

  const update = (index: number, patch: Partial<RuleDraft>) =>
    onChange(rules.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  return (
    <Box data-testid="exam-rules">
      <Box overflowX="auto" borderWidth="1px" rounded="md">
        <Table.Root size="sm" minW="960px">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader w="10">#</Table.ColumnHeader>
              <Table.ColumnHeader>
                <FormattedMessage id="examAdmin.rules.repo" />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <FormattedMessage id="examAdmin.rules.chapter" />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <FormattedMessage id="examAdmin.rules.quType" />
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <FormattedMessage id="examAdmin.rules.level" />
              </Table.ColumnHeader>
              <Table.ColumnHeader w="32">
                <FormattedMessage id="examAdmin.rules.quCount" />
              </Table.ColumnHeader>
              <Table.ColumnHeader w="28">
                <FormattedMessage id="examAdmin.rules.quScore" />
              </Table.ColumnHeader>
              <Table.ColumnHeader w="20" textAlign="end">
                <FormattedMessage id="examAdmin.rules.subtotal" />
              </Table.ColumnHeader>
              <Table.ColumnHeader w="28" />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rules.map((rule, index) => (
              <RuleRow
                key={rule.key}
                rule={rule}
                index={index}
                count={rules.length}
                errors={errors}
                serverErrors={props.serverErrors ?? {}}
                locked={locked}
                onPatch={(patch) => update(index, patch)}
                onMove={(by) => onChange(moveRule(rules, index, by))}
                onRemove={() => {
                  props.onAvailable(rule.key, undefined);
                  onChange(rules.filter((_, i) => i !== index));
                }}
                onAvailable={props.onAvailable}
              />
            ))}
            {rules.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={9}>
                  <Text color={errors.rules ? 'fg.error' : 'fg.muted'} fontSize="sm">
                    <FormattedMessage id="examAdmin.form.noRules" />
                  </Text>
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      <HStack justify="space-between" mt="3" wrap="wrap" gap="3">
        <HStack gap="2" wrap="wrap">
          <Button
            size="sm"
            variant="outline"
            disabled={locked}
            onClick={() => onChange([...rules, emptyRule()])}
            data-testid="exam-rule-add"
          >
            <LuPlus />
            <FormattedMessage id="examAdmin.rules.add" />
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={locked}
            onClick={() => setPicking(true)}
            data-testid="exam-rule-from-repos"
          >
            <LuLibrary />
            <FormattedMessage id="examAdmin.rules.fromRepos" />
          </Button>
        </HStack>
        <Text fontWeight="semibold" data-testid="exam-total-score">
          <FormattedMessage
            id="examAdmin.rules.total"
            values={{ score: intl.formatNumber(totalScoreOf(rules)) }}
          />
        </Text>
      </HStack>
      {picking && (
        <RepoPickerDialog
          onClose={() => setPicking(false)}
          onConfirm={(repos) => {
            // One rule per ticked bank; its type, count and score are filled in next.
            const fresh = rules.filter((r) => r.repoId !== '' || r.quType !== 0);
            onChange([
              ...fresh,
              ...repos.map((r) => ({ ...emptyRule(), repoId: r.id, repoTitle: r.title })),
            ]);
            setPicking(false);
          }}
          testId="exam-rule-repo-picker"
        />
      )}
    </Box>
  );
}

interface RuleRowProps {
  rule: RuleDraft;
  index: number;
  count: number;
  errors: ExamErrors;
  serverErrors: Readonly<Record<string, string>>;
  locked: boolean;
  onPatch: (patch: Partial<RuleDraft>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onAvailable: (key: string, count: number | undefined) => void;
}

function RuleRow(props: RuleRowProps) {
  const { rule, index, errors, locked, onPatch, onAvailable } = props;
  const intl = useIntl();
  const tid = `exam-rule-${index}`;
  const chapters = useQuery(RepoChapterOptionsDocument, {
    variables: { repoId: rule.repoId },
    skip: rule.repoId === '',
  });
  const ready = rule.repoId !== '' && rule.quType !== 0;
  const available = useQuery(RuleQuestionCountDocument, {
    variables: {
      input: {
        repoId: rule.repoId,
        chapterId: rule.chapterId === '' ? undefined : rule.chapterId,
        quType: rule.quType,
        level: rule.level === 0 ? undefined : rule.level,
        current: 1,
        size: 1,
      },
    },
    skip: !ready,
    fetchPolicy: 'cache-first',
  });
  const holds = ready ? available.data?.adminQuestionPaging.total : undefined;
  useEffect(() => {
    onAvailable(rule.key, holds);
  }, [rule.key, holds, onAvailable]);

  const problem = (field: string) => {
    const e = errors[`rules.${index}.${field}`];
    return e === undefined
      ? props.serverErrors[`rules.${index}.${field}`]
      : intl.formatMessage({ id: PROBLEM_IDS[e.problem] }, { n: e.n ?? 0 });
  };

  const select = (
    field: string,
    value: string,
    onChange: (v: string) => void,
    options: { value: string; label: string }[],
    placeholderId: string,
  ) => {
    const err = problem(field);
    return (
      <Box>
        <NativeSelect.Root size="sm" invalid={err !== undefined} disabled={locked}>
          <NativeSelect.Field
            value={value}
            onChange={(e) => onChange(e.currentTarget.value)}
            aria-label={intl.formatMessage({ id: placeholderId })}
            data-testid={`${tid}-${field}`}
          >
            <option value="">{intl.formatMessage({ id: placeholderId })}</option>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {err !== undefined && (
          <Text fontSize="xs" color="fg.error" mt="1">
            {err}
          </Text>
        )}
      </Box>
    );
  };

  const numberInput = (field: 'quCount' | 'quScore', step: string, labelId: string) => {
    const err = problem(field);
    return (
      <Box>
        <Input
          size="sm"
          type="number"
          min="0"
          step={step}
          value={rule[field]}
          disabled={locked}
          aria-invalid={err !== undefined || undefined}
          borderColor={err !== undefined ? 'border.error' : undefined}
          aria-label={intl.formatMessage({ id: labelId })}
          onChange={(e) => onPatch({ [field]: e.target.value })}
          data-testid={`${tid}-${field}`}
        />
        {field === 'quCount' && holds !== undefined && err === undefined && (
          <Text fontSize="xs" color="fg.muted" mt="1" data-testid={`${tid}-available`}>
            <FormattedMessage id="examAdmin.rules.available" values={{ n: holds }} />
          </Text>
        )}
        {err !== undefined && (
          <Text fontSize="xs" color="fg.error" mt="1">
            {err}
          </Text>
        )}
      </Box>
    );
  };

  return (
    <Table.Row data-testid={tid} verticalAlign="top">
      <Table.Cell pt="3">{index + 1}</Table.Cell>
      <Table.Cell minW="44">
        <RepoSelect
          value={
            rule.repoId === '' ? null : { id: rule.repoId, label: rule.repoTitle || rule.repoId }
          }
          onChange={(v) =>
            onPatch({
              repoId: v?.id ?? '',
              repoTitle: v?.label ?? '',
              chapterId: '',
              chapterTitle: '',
            })
          }
          label={intl.formatMessage({ id: 'examAdmin.rules.chooseRepo' })}
          disabled={locked}
          invalid={problem('repoId') !== undefined}
          testId={`${tid}-repoId`}
        />
        {problem('repoId') !== undefined && (
          <Text fontSize="xs" color="fg.error" mt="1">
            {problem('repoId')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell minW="36">
        {rule.repoId === '' ? (
          <Text fontSize="sm" color="fg.subtle" pt="1.5">
            —
          </Text>
        ) : (
          select(
            'chapterId',
            rule.chapterId,
            (v) =>
              onPatch({
                chapterId: v,
                chapterTitle: chapters.data?.repoChapters.find((c) => c.id === v)?.title ?? '',
              }),
            (chapters.data?.repoChapters ?? [{ id: rule.chapterId, title: rule.chapterTitle }])
              .filter((c) => c.id !== '')
              .map((c) => ({ value: c.id, label: c.title })),
            'examAdmin.rules.allChapters',
          )
        )}
      </Table.Cell>
      <Table.Cell minW="32">
        {select(
          'quType',
          rule.quType === 0 ? '' : String(rule.quType),
          (v) => onPatch({ quType: v === '' ? 0 : Number(v) }),
          QU_TYPES.map((t) => ({
            value: String(t),
            label: intl.formatMessage({ id: typeLabelId(t) }),
          })),
          'examAdmin.rules.chooseType',
        )}
      </Table.Cell>
      <Table.Cell minW="28">
        {select(
          'level',
          rule.level === 0 ? '' : String(rule.level),
          (v) => onPatch({ level: v === '' ? 0 : Number(v) }),
          LEVELS.map((l) => ({
            value: String(l),
            label: intl.formatMessage({ id: levelLabelId(l) }),
          })),
          'examAdmin.rules.anyLevel',
        )}
      </Table.Cell>
      <Table.Cell>{numberInput('quCount', '1', 'examAdmin.rules.quCount')}</Table.Cell>
      <Table.Cell>{numberInput('quScore', '0.5', 'examAdmin.rules.quScore')}</Table.Cell>
      <Table.Cell textAlign="end" pt="3" data-testid={`${tid}-subtotal`}>
        {intl.formatNumber(ruleSubtotal(rule))}
      </Table.Cell>
      <Table.Cell>
        <HStack gap="0" justify="flex-end">
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={intl.formatMessage({ id: 'sys.common.moveUp' })}
            disabled={locked || index === 0}
            onClick={() => props.onMove(-1)}
          >
            <LuArrowUp />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={intl.formatMessage({ id: 'sys.common.moveDown' })}
            disabled={locked || index === props.count - 1}
            onClick={() => props.onMove(1)}
          >
            <LuArrowDown />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={intl.formatMessage({ id: 'sys.common.delete' })}
            disabled={locked}
            onClick={props.onRemove}
            data-testid={`${tid}-remove`}
          >
            <LuTrash2 />
          </IconButton>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}

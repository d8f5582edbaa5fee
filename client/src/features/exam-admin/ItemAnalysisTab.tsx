import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, HStack, SimpleGrid, Stack, Stat, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { LuDownload, LuWandSparkles } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../app/errors/notify';
import { restDownload } from '../../app/rest';
import { useCan } from '../../app/session/permissions';
import { DataTable, type DataColumn } from '../../components/ui/data-table';
import { graphql } from '../../gql';
import { PERMISSIONS } from '../../gql/permissions';
import { levelLabelId, typeLabelId } from '../question/questionTypes';

export const ExamItemAnalysisDocument = graphql(`
  query ExamItemAnalysis($examId: ID!) {
    examItemAnalysis(examId: $examId) {
      examId
      title
      papers
      alpha
      alphaItems
      minAttempts
      items {
        quId
        quType
        content
        level
        attempts
        meanScore
        fullScore
        facility
        discrimination
        itemRestCorrelation
        flags
        suggestedLevel
        unanswered
        options {
          id
          abc
          isRight
          count
        }
      }
    }
  }
`);

export const ApplySuggestedLevelDocument = graphql(`
  mutation ApplySuggestedLevel($examId: ID!, $quId: ID!) {
    applySuggestedLevel(examId: $examId, quId: $quId) {
      id
      level
    }
  }
`);

/** Flag -> its message id and badge colour. */
const FLAGS: Record<string, { id: string; color: string }> = {
  tooEasy: { id: 'examAdmin.analysis.flagTooEasy', color: 'blue' },
  tooHard: { id: 'examAdmin.analysis.flagTooHard', color: 'orange' },
  poorDiscrimination: { id: 'examAdmin.analysis.flagPoorDiscrimination', color: 'red' },
};

/** A ratio with two decimals, or a dash when it cannot be computed. */
function Ratio({ value }: { value: number | null }) {
  return value === null ? <>—</> : <FormattedNumber value={value} maximumFractionDigits={2} />;
}

/**
 * Watch detail, item analysis tab: per question the facility, discrimination, item-rest
 * correlation, how often each option was chosen and flags; the exam's reliability; the xlsx; and
 * applying a question's suggested level to the bank in one click (needs qu:update).
 */
export function ItemAnalysisTab({ examId }: { examId: string }) {
  const intl = useIntl();
  const can = useCan();
  const { data, loading, error } = useQuery(ExamItemAnalysisDocument, {
    variables: { examId },
    fetchPolicy: 'cache-and-network',
  });
  const [apply] = useMutation(ApplySuggestedLevelDocument, {
    refetchQueries: [ExamItemAnalysisDocument],
    awaitRefetchQueries: true,
  });
  const [applying, setApplying] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);

  const analysis = data?.examItemAnalysis;
  const rows = (analysis?.items ?? []).map((item, i) => ({ ...item, id: item.quId, no: i + 1 }));
  type Row = (typeof rows)[number];
  const canApply = can(PERMISSIONS.quUpdate);

  async function applyLevel(row: Row) {
    setApplying(row.quId);
    try {
      await apply({ variables: { examId, quId: row.quId } });
      notifySuccess(intl.formatMessage({ id: 'examAdmin.analysis.applied' }));
    } catch (e) {
      notifyError(e, intl);
    } finally {
      setApplying(null);
    }
  }

  async function exportXlsx() {
    setExporting(true);
    try {
      await restDownload('/api/exam/analysis/export', { id: examId }, 'item-analysis.xlsx');
    } catch (e) {
      notifyError(e, intl);
    } finally {
      setExporting(false);
    }
  }

  const columns: DataColumn<Row>[] = [
    {
      key: 'question',
      header: <FormattedMessage id="examAdmin.analysis.question" />,
      render: (r) => (
        <Stack gap="1" maxW="md">
          <Text lineClamp={2} data-testid={`analysis-content-${r.no}`}>
            {r.no}. {r.content}
          </Text>
          <HStack gap="1.5" fontSize="xs" color="fg.muted" wrap="wrap">
            <FormattedMessage id={typeLabelId(r.quType)} />
            {r.options.length > 0 && (
              <Text as="span" data-testid={`analysis-options-${r.no}`}>
                {r.options
                  .map((o) => `${o.abc}${o.isRight ? '✓' : ''} ${o.count}`)
                  .concat(
                    r.unanswered > 0
                      ? [
                          intl.formatMessage(
                            { id: 'examAdmin.analysis.blank' },
                            { n: r.unanswered },
                          ),
                        ]
                      : [],
                  )
                  .join(' · ')}
              </Text>
            )}
          </HStack>
        </Stack>
      ),
    },
    {
      key: 'attempts',
      header: <FormattedMessage id="examAdmin.analysis.attempts" />,
      align: 'end',
      render: (r) => r.attempts,
    },
    {
      key: 'facility',
      header: <FormattedMessage id="examAdmin.analysis.facility" />,
      align: 'end',
      render: (r) =>
        r.facility === null ? (
          '—'
        ) : (
          <span data-testid={`analysis-facility-${r.no}`}>
            <FormattedNumber value={r.facility} style="percent" maximumFractionDigits={1} />
          </span>
        ),
    },
    {
      key: 'discrimination',
      header: <FormattedMessage id="examAdmin.analysis.discrimination" />,
      align: 'end',
      render: (r) => <Ratio value={r.discrimination} />,
    },
    {
      key: 'itemRest',
      header: <FormattedMessage id="examAdmin.analysis.itemRest" />,
      align: 'end',
      render: (r) => <Ratio value={r.itemRestCorrelation} />,
    },
    {
      key: 'flags',
      header: <FormattedMessage id="examAdmin.analysis.flags" />,
      render: (r) => (
        <Wrap gap="1" data-testid={`analysis-flags-${r.no}`}>
          {r.flags.map((f) => {
            const flag = FLAGS[f];
            return flag === undefined ? null : (
              <Badge key={f} colorPalette={flag.color} variant="subtle">
                <FormattedMessage id={flag.id} />
              </Badge>
            );
          })}
        </Wrap>
      ),
    },
    {
      key: 'level',
      header: <FormattedMessage id="examAdmin.analysis.level" />,
      render: (r) => (
        <Stack gap="1" align="start">
          <Text fontSize="sm" data-testid={`analysis-level-${r.no}`}>
            {r.level === 0 ? '—' : <FormattedMessage id={levelLabelId(r.level)} />}
          </Text>
          {r.suggestedLevel !== null && r.suggestedLevel !== r.level && (
            <Button
              size="xs"
              variant="outline"
              colorPalette="brand"
              disabled={!canApply}
              loading={applying === r.quId}
              onClick={() => void applyLevel(r)}
              data-testid={`analysis-apply-${r.no}`}
              title={
                canApply
                  ? undefined
                  : intl.formatMessage({ id: 'examAdmin.analysis.needsQuUpdate' })
              }
            >
              <LuWandSparkles />
              <FormattedMessage
                id="examAdmin.analysis.apply"
                values={{ level: intl.formatMessage({ id: levelLabelId(r.suggestedLevel) }) }}
              />
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="analysis-panel">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6">
          <Stat.Root>
            <Stat.Label>
              <FormattedMessage id="examAdmin.analysis.papers" />
            </Stat.Label>
            <Stat.ValueText data-testid="analysis-papers">{analysis?.papers ?? '—'}</Stat.ValueText>
          </Stat.Root>
          <Stack gap="1">
            <Stat.Root>
              <Stat.Label>
                <FormattedMessage id="examAdmin.analysis.alpha" />
              </Stat.Label>
              <Stat.ValueText data-testid="analysis-alpha">
                {analysis === undefined ? '—' : <Ratio value={analysis.alpha} />}
              </Stat.ValueText>
            </Stat.Root>
            {analysis !== undefined && (
              <Text fontSize="xs" color="fg.muted">
                <FormattedMessage
                  id="examAdmin.analysis.alphaItems"
                  values={{ n: analysis.alphaItems }}
                />
              </Text>
            )}
          </Stack>
        </SimpleGrid>
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          loading={exporting}
          disabled={analysis === undefined}
          onClick={() => void exportXlsx()}
          data-testid="analysis-export"
        >
          <LuDownload />
          <FormattedMessage id="examAdmin.analysis.export" />
        </Button>
      </HStack>
      {analysis !== undefined && (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="examAdmin.analysis.note" values={{ n: analysis.minAttempts }} />
        </Text>
      )}
      <DataTable
        columns={columns}
        rows={rows}
        loading={loading && analysis === undefined}
        testId="analysis-table"
        minW="4xl"
        label={intl.formatMessage({ id: 'examAdmin.analysis.tab' })}
      />
    </Stack>
  );
}

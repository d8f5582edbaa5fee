import { Badge, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../../app/format';
import type { DataColumn } from '../../../components/ui/data-table';
import { PickDialog } from './PickDialog';
import {
  AdminExamPickPagingDocument,
  LearnerExamPickPagingDocument,
  RepoPickPagingDocument,
} from './pickerDocuments';

/** A bank ticked in the repository picker. */
export interface PickedRepo {
  id: string;
  title: string;
  quCount: number;
  objCount: number;
  subjCount: number;
}

/** An exam ticked in the exam selection dialog. */
export interface PickedExam {
  id: string;
  title: string;
  examType: number;
  examTypeText: string;
  offline: boolean;
  startTime: unknown;
  totalScore: number;
}

interface PickerProps<T> {
  /** Ids already chosen elsewhere (left out of the list). */
  excludes?: string[];
  title?: string;
  onClose: () => void;
  onConfirm: (rows: T[]) => void | Promise<void>;
  testId?: string;
}

const orNull = (s: string) => (s === '' ? null : s);
const orNullList = (ids: string[] | undefined) =>
  ids === undefined || ids.length === 0 ? null : ids;

/** The repository (question bank) picker: name search, several at a time, with question counts. */
export function RepoPickerDialog(props: PickerProps<PickedRepo>) {
  const intl = useIntl();
  const columns: DataColumn<PickedRepo>[] = [
    {
      key: 'title',
      header: <FormattedMessage id="picker.common.titleCol" />,
      truncate: true,
      render: (r) => r.title,
    },
    {
      key: 'quCount',
      header: <FormattedMessage id="picker.repo.quCount" />,
      width: '90px',
      align: 'end',
      render: (r) => r.quCount,
    },
    {
      key: 'objCount',
      header: <FormattedMessage id="picker.repo.objCount" />,
      width: '90px',
      align: 'end',
      render: (r) => r.objCount,
    },
    {
      key: 'subjCount',
      header: <FormattedMessage id="picker.repo.subjCount" />,
      width: '90px',
      align: 'end',
      render: (r) => r.subjCount,
    },
  ];
  return (
    <PickDialog
      title={props.title ?? intl.formatMessage({ id: 'picker.repo.title' })}
      searchLabel={intl.formatMessage({ id: 'picker.repo.search' })}
      noneTickedText={intl.formatMessage({ id: 'picker.repo.noneTicked' })}
      query={RepoPickPagingDocument}
      variables={(search, current, size) => ({
        input: { current, size, title: orNull(search), excludes: orNullList(props.excludes) },
      })}
      records={(d) => ({ rows: d.repoPaging.records, total: d.repoPaging.total })}
      columns={columns}
      rowTitle={(r) => r.title}
      onClose={props.onClose}
      onConfirm={props.onConfirm}
      testId={props.testId ?? 'repo-picker'}
    />
  );
}

function examColumns(intl: ReturnType<typeof useIntl>): DataColumn<PickedExam>[] {
  return [
    {
      key: 'title',
      header: <FormattedMessage id="picker.common.titleCol" />,
      truncate: true,
      render: (e) => e.title,
    },
    {
      key: 'type',
      header: <FormattedMessage id="picker.exam.type" />,
      width: '140px',
      render: (e) => (
        <HStack gap="1">
          <Text>{e.examTypeText}</Text>
          {e.offline && (
            <Badge size="sm" colorPalette="orange" variant="subtle">
              <FormattedMessage id="picker.exam.offline" />
            </Badge>
          )}
        </HStack>
      ),
    },
    {
      key: 'start',
      header: <FormattedMessage id="picker.exam.startTime" />,
      width: '170px',
      render: (e) => formatDateTime(intl, e.startTime),
    },
    {
      key: 'score',
      header: <FormattedMessage id="picker.exam.totalScore" />,
      width: '80px',
      align: 'end',
      render: (e) => intl.formatNumber(e.totalScore),
    },
  ];
}

/**
 * The exam selection dialog: name filter, several at a time (or one, `single`: a choose button per
 * row); title, type (offline marked), start time and total score. The admin variant lists every
 * exam (exam:list); the learner variant the exams open to the caller.
 */
export function ExamSelectDialog(
  props: PickerProps<PickedExam> & { variant: 'admin' | 'learner'; single?: boolean },
) {
  const intl = useIntl();
  const common = {
    title: props.title ?? intl.formatMessage({ id: 'picker.exam.title' }),
    searchLabel: intl.formatMessage({ id: 'picker.exam.search' }),
    noneTickedText: intl.formatMessage({ id: 'picker.exam.noneTicked' }),
    columns: examColumns(intl),
    rowTitle: (e: PickedExam) => e.title,
    single: props.single,
    onClose: props.onClose,
    onConfirm: props.onConfirm,
    testId: props.testId ?? `exam-picker-${props.variant}`,
  };
  const input = (search: string, current: number, size: number) => ({
    input: { current, size, title: orNull(search), excludes: orNullList(props.excludes) },
  });
  return props.variant === 'admin' ? (
    <PickDialog
      {...common}
      query={AdminExamPickPagingDocument}
      variables={input}
      records={(d) => ({ rows: d.adminExams.records, total: d.adminExams.total })}
    />
  ) : (
    <PickDialog
      {...common}
      query={LearnerExamPickPagingDocument}
      variables={input}
      records={(d) => ({ rows: d.learnerExams.records, total: d.learnerExams.total })}
    />
  );
}

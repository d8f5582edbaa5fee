import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../app/format';
import { formatFullName } from '../../../app/layouts/common/fullName';
import { RemoteSelect, type RemoteOption } from '../../../components/ui/remote-select';
import {
  AdminExamPickPagingDocument,
  RepoPickPagingDocument,
  TmplPickPagingDocument,
  UserPickPagingDocument,
} from './pickerDocuments';

/** What every remote-search selector takes besides its list. */
export interface SelectProps {
  value: RemoteOption | null;
  onChange: (next: RemoteOption | null) => void;
  /** The accessible name (default: the kind's own, e.g. "Question bank"). */
  label?: string;
  placeholder?: string;
  /** Ids to leave out of the list (e.g. already chosen elsewhere). */
  excludes?: string[];
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  pageSize?: number;
  testId?: string;
  width?: string;
}

const orNull = (s: string) => (s === '' ? null : s);
const orNullList = (ids: string[] | undefined) =>
  ids === undefined || ids.length === 0 ? null : ids;

/** A question bank, searched by title (with its question counts). */
export function RepoSelect(props: SelectProps) {
  const intl = useIntl();
  return (
    <RemoteSelect
      {...props}
      label={props.label ?? intl.formatMessage({ id: 'picker.repo.label' })}
      placeholder={props.placeholder ?? intl.formatMessage({ id: 'picker.repo.placeholder' })}
      query={RepoPickPagingDocument}
      variables={(search, size) => ({
        input: { current: 1, size, title: orNull(search), excludes: orNullList(props.excludes) },
      })}
      records={(d) => ({ items: d.repoPaging.records, total: d.repoPaging.total })}
      toOption={(r) => ({
        id: r.id,
        label: r.title,
        detail: intl.formatMessage(
          { id: 'picker.repo.detail' },
          { count: r.quCount, obj: r.objCount, subj: r.subjCount },
        ),
      })}
      testId={props.testId ?? 'repo-select'}
    />
  );
}

/** An exam of the back office, searched by title (type, offline mark and start time shown). */
export function ExamSelect(props: SelectProps) {
  const intl = useIntl();
  return (
    <RemoteSelect
      {...props}
      label={props.label ?? intl.formatMessage({ id: 'picker.exam.label' })}
      placeholder={props.placeholder ?? intl.formatMessage({ id: 'picker.exam.placeholder' })}
      query={AdminExamPickPagingDocument}
      variables={(search, size) => ({
        input: { current: 1, size, title: orNull(search), excludes: orNullList(props.excludes) },
      })}
      records={(d) => ({ items: d.adminExams.records, total: d.adminExams.total })}
      toOption={(e) => ({
        id: e.id,
        label: e.title,
        detail: [
          e.offline ? intl.formatMessage({ id: 'picker.exam.offline' }) : e.examTypeText,
          formatDateTime(intl, e.startTime),
        ].join(' · '),
      })}
      testId={props.testId ?? 'exam-select'}
    />
  );
}

/** A message (notification) template, searched by title. */
export function TmplSelect(props: SelectProps) {
  const intl = useIntl();
  return (
    <RemoteSelect
      {...props}
      label={props.label ?? intl.formatMessage({ id: 'picker.tmpl.label' })}
      placeholder={props.placeholder ?? intl.formatMessage({ id: 'picker.tmpl.placeholder' })}
      query={TmplPickPagingDocument}
      variables={(search, size) => ({ title: orNull(search), size })}
      records={(d) => ({ items: d.notifyTmpls.records, total: d.notifyTmpls.total })}
      toOption={(t) => ({ id: t.id, label: t.title, detail: t.channels.join(', ') })}
      testId={props.testId ?? 'tmpl-select'}
    />
  );
}

/** A user, searched by account, name or mobile (shown as the full name with the account). */
export function UserSelect(props: SelectProps) {
  const intl = useIntl();
  return (
    <RemoteSelect
      {...props}
      label={props.label ?? intl.formatMessage({ id: 'picker.user.label' })}
      placeholder={props.placeholder ?? intl.formatMessage({ id: 'picker.user.placeholder' })}
      query={UserPickPagingDocument}
      variables={(search, size) => ({
        input: {
          current: 1,
          size,
          userName: orNull(search),
          excludes: orNullList(props.excludes),
        },
      })}
      records={(d) => ({ items: d.adminUserPaging.records, total: d.adminUserPaging.total })}
      toOption={(u) => ({
        id: u.id,
        label: `${formatFullName(u)} (${u.userName})`,
        detail: [u.deptCodeDictText ?? '', u.mobile ?? ''].filter((s) => s !== '').join(' · '),
      })}
      testId={props.testId ?? 'user-pick'}
    />
  );
}

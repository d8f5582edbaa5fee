import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { notifyError } from '../../../app/errors/notify';
import { TreeSelect } from '../../../components/ui/tree-select';
import { DepartmentTreeSelectDocument } from './pickerDocuments';
import { toDeptOptions, type DeptOption } from './deptTree';

export interface DeptTreeSelectProps {
  /** The chosen department's code (or id with valueKind 'id'); '' for none. */
  value: string;
  onChange: (value: string, dept: DeptOption | null) => void;
  valueKind?: 'code' | 'id';
  placeholder?: string;
  clearable?: boolean;
  invalid?: boolean;
  disabled?: boolean;
  /** Departments that cannot be chosen (e.g. a department itself as its own parent). */
  isDisabled?: (dept: DeptOption) => boolean;
  /** Text while the value is not in the tree yet (e.g. the name the list already knows). */
  fallbackLabel?: string;
  testId?: string;
  size?: 'xs' | 'sm' | 'md';
  width?: string;
}

/** Department tree select. */
export function DeptTreeSelect(props: DeptTreeSelectProps) {
  const intl = useIntl();
  const { data, error, loading } = useQuery(DepartmentTreeSelectDocument, {
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error !== undefined) notifyError(error, intl);
  }, [error, intl]);
  const nodes = useMemo(
    () => toDeptOptions(data?.departmentTreeSelect ?? [], props.valueKind ?? 'code'),
    [data, props.valueKind],
  );
  return (
    <TreeSelect
      nodes={nodes}
      label={(d) => d.deptName}
      value={props.value}
      onChange={(d) => props.onChange(d?.id ?? '', d)}
      placeholder={props.placeholder ?? intl.formatMessage({ id: 'picker.dept.placeholder' })}
      clearable={props.clearable}
      invalid={props.invalid}
      disabled={props.disabled}
      isDisabled={props.isDisabled}
      loading={loading}
      fallbackLabel={props.fallbackLabel}
      testId={props.testId ?? 'dept-select'}
      size={props.size}
      width={props.width}
    />
  );
}

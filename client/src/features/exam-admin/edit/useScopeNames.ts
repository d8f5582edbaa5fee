import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState } from 'react';
import { formatFullName } from '../../../app/layouts/common/fullName';
import {
  DepartmentTreeSelectDocument,
  GroupOptionsDocument,
} from '../../sys/pickers/pickerDocuments';
import { ScopeUserNameDocument } from '../examAdminDocuments';

interface DeptRef {
  id: string;
  deptCode: string;
  deptName: string;
  children?: readonly DeptRef[] | null;
}

/** Departments by id and by code (the scope picker keys departments by code, exams by id). */
function deptMaps(tree: readonly DeptRef[]) {
  const byId = new Map<string, DeptRef>();
  const byCode = new Map<string, DeptRef>();
  const walk = (nodes: readonly DeptRef[]) => {
    for (const d of nodes) {
      byId.set(d.id, d);
      byCode.set(d.deptCode, d);
      walk(d.children ?? []);
    }
  };
  walk(tree);
  return { byId, byCode };
}

/**
 * What the exam scope shows names with: the department tree (`deptsReady` once it loaded or
 * failed), the groups, and the names of a stored exam's users (the first 200), loaded once its
 * form is (`loadedId`).
 */
export function useScopeNames(loadedId: string | null, userIds: readonly string[] | undefined) {
  const apollo = useApolloClient();
  const depts = useQuery(DepartmentTreeSelectDocument, { fetchPolicy: 'cache-first' });
  const groups = useQuery(GroupOptionsDocument, {
    variables: { title: null },
    fetchPolicy: 'cache-first',
  });
  const maps = useMemo(() => deptMaps(depts.data?.departmentTreeSelect ?? []), [depts.data]);
  const deptsReady = depts.data !== undefined || depts.error !== undefined;
  const groupNames = useMemo(
    () => new Map((groups.data?.groupPaging.records ?? []).map((g) => [g.id, g.groupName])),
    [groups.data],
  );
  const [userNames, setUserNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (loadedId === null || userIds === undefined || userIds.length === 0) return;
    let live = true;
    void Promise.all(
      userIds.slice(0, 200).map((userId) =>
        apollo
          .query({ query: ScopeUserNameDocument, variables: { id: userId } })
          .then((r) => (r.data === undefined ? null : r.data.adminUser))
          .catch(() => null),
      ),
    ).then((users) => {
      if (!live) return;
      const names = new Map<string, string>();
      for (const u of users) if (u != null) names.set(u.id, formatFullName(u));
      setUserNames(names);
    });
    return () => {
      live = false;
    };
  }, [loadedId, userIds, apollo]);
  return { maps, deptsReady, groupNames, userNames };
}

import { useQuery } from '@apollo/client/react';
import { Box, Button, Card, Input, Skeleton } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Tree } from '../../components/ui/tree';
import { filterTree } from '../../components/ui/treeData';
import { toDeptOptions } from '../sys/pickers/deptTree';
import { DepartmentTreeSelectDocument } from '../sys/pickers/pickerDocuments';

/** The department tree beside the user list: choosing one filters by it and its subtree. */
export function UserDeptPanel({
  value,
  onChange,
}: {
  value: string;
  onChange: (code: string) => void;
}) {
  const intl = useIntl();
  const { data, loading } = useQuery(DepartmentTreeSelectDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [text, setText] = useState('');
  const tree = useMemo(() => toDeptOptions(data?.departmentTreeSelect ?? [], 'code'), [data]);
  const shown = useMemo(() => filterTree(tree, text, (d) => d.deptName), [tree, text]);
  return (
    <Card.Root borderWidth="0" shadow="xs" w={{ base: 'full', lg: '240px' }} flexShrink={0}>
      <Card.Body p="3" gap="2">
        <Input
          size="sm"
          value={text}
          placeholder={intl.formatMessage({ id: 'sysDept.page.filter' })}
          onChange={(e) => setText(e.target.value)}
          data-testid="user-dept-panel-filter"
        />
        <Button
          size="sm"
          variant={value === '' ? 'subtle' : 'ghost'}
          colorPalette={value === '' ? 'brand' : 'gray'}
          justifyContent="flex-start"
          onClick={() => onChange('')}
          data-testid="user-dept-panel-all"
        >
          <FormattedMessage id="sysUser.page.allDepts" />
        </Button>
        <Box maxH={{ lg: 'calc(100vh - 300px)' }} overflowY="auto">
          {data === undefined && loading && <Skeleton h="32" />}
          {shown.length > 0 && (
            <Tree
              key={text.trim() === '' ? 'all' : 'filtered'}
              nodes={shown}
              label={(d) => d.deptName}
              selectedId={value === '' ? null : value}
              onSelect={(d) => onChange(d.id === value ? '' : d.id)}
              defaultExpanded="first"
              expandAll={text.trim() !== ''}
              testId="user-dept-panel-tree"
            />
          )}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}

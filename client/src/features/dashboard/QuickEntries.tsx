import { Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { FormattedMessage } from 'react-intl';
import { LuFilePlus, LuLibrary, LuMegaphone } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { findByName } from '../../app/layouts/admin/menu';
import { useSession } from '../../app/session/SessionContext';
import { useCan } from '../../app/session/permissions';
import { useExamPaths } from '../exam-admin/examUi';
import { DashboardCard, TILE_HOVER, TileIcon } from './DashboardCard';
import { PERMISSIONS } from '../../gql/permissions';

interface Entry {
  key: string;
  labelId: string;
  descId: string;
  icon: IconType;
  color: string;
  to: string;
}

/**
 * Columns (of 24) each quick entry card spans, by how many are shown: 24 / count under 3,
 * 8 when the count divides by 3, 6 when by 4, otherwise 12.
 */
export function quickEntrySpan(count: number): number {
  if (count < 3) return 24 / Math.max(count, 1);
  if (count % 3 === 0) return 8;
  if (count % 4 === 0) return 6;
  return 12;
}

/**
 * Quick entry cards: create exam (ExamAdd, exam:add), question bank management (RepoList,
 * repo:list), each shown only with its permission and the exam module on, and notice management
 * (SysNotice, sys:notice:list), added to fill the layout when the cards so far are odd or fewer
 * than 3.
 */
export function QuickEntries() {
  const { menu, site } = useSession();
  const can = useCan();
  const paths = useExamPaths();
  const entries: Entry[] = [];
  if (site.moduleExam && can(PERMISSIONS.examAdd)) {
    entries.push({
      key: 'exam-add',
      labelId: 'dashboard.quick.examAdd',
      descId: 'dashboard.quick.examAddDesc',
      icon: LuFilePlus,
      color: 'green',
      to: paths.edit(null),
    });
  }
  if (site.moduleExam && can(PERMISSIONS.repoList)) {
    entries.push({
      key: 'repo-list',
      labelId: 'dashboard.quick.repoList',
      descId: 'dashboard.quick.repoListDesc',
      icon: LuLibrary,
      color: 'orange',
      to: findByName(menu, 'RepoList')?.fullPath ?? '/admin/repo',
    });
  }
  if (can(PERMISSIONS.noticeList) && (entries.length % 2 === 1 || entries.length < 3)) {
    entries.push({
      key: 'notice',
      labelId: 'dashboard.quick.notice',
      descId: 'dashboard.quick.noticeDesc',
      icon: LuMegaphone,
      color: 'blue',
      to: findByName(menu, 'SysNotice')?.fullPath ?? '/admin/sys/notice',
    });
  }
  if (entries.length === 0) return null;
  const span = quickEntrySpan(entries.length);
  return (
    <DashboardCard testId="quick-entries" title={<FormattedMessage id="dashboard.quick.heading" />}>
      <SimpleGrid columns={{ base: 1, md: 24 / span }} gap="4">
        {entries.map((e) => (
          <Box key={e.key} minW="0" data-span={span}>
            <RouterLink to={e.to} data-testid={`quick-entry-${e.key}`}>
              <Flex align="center" gap="4" p="4" rounded="lg" borderWidth="1px" {...TILE_HOVER}>
                <TileIcon icon={e.icon} color={e.color} size="md" />
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="medium">
                    <FormattedMessage id={e.labelId} />
                  </Text>
                  <Text fontSize="sm" color="fg.muted" truncate>
                    <FormattedMessage id={e.descId} />
                  </Text>
                </Stack>
              </Flex>
            </RouterLink>
          </Box>
        ))}
      </SimpleGrid>
    </DashboardCard>
  );
}

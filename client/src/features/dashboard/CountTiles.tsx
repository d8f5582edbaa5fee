import { Box, Flex, SimpleGrid, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import {
  LuClipboardList,
  LuFileQuestion,
  LuFileVideo,
  LuGraduationCap,
  LuLibrary,
  LuUsers,
} from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { findByName } from '../../app/layouts/admin/menu';
import { useSession } from '../../app/session/SessionContext';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { TILE_HOVER, TileIcon } from './DashboardCard';
import { useCountUp } from './useCountUp';

export const CountTilesFragment = graphql(`
  fragment CountTiles_counts on DashboardCounts {
    userCount
    examCount
    repoCount
    quCount
    courseCount
    fileCount
  }
`);

/** Counts animate for 1.5 s. */
export const COUNT_ANIMATION_MS = 1500;

interface TileSpec {
  key: string;
  labelId: string;
  icon: IconType;
  count: number;
  /** Named route the tile links to when the user's menu has it. */
  routeName: string;
  color: string;
}

/**
 * Dashboard count tiles. A tile shows when its count is non-zero (and, for module tiles, when the
 * module flag is on): exams, banks and questions belong to the exam module, courses and
 * courseware to the course module.
 */
export function CountTiles(props: { counts: FragmentType<typeof CountTilesFragment> }) {
  const counts = useFragment(CountTilesFragment, props.counts);
  const { menu, site } = useSession();
  const examTiles: TileSpec[] = [
    {
      key: 'exams',
      labelId: 'dashboard.index.examCount',
      icon: LuClipboardList,
      count: counts.examCount,
      routeName: 'ExamList',
      color: 'green',
    },
    {
      key: 'repos',
      labelId: 'dashboard.index.repoCount',
      icon: LuLibrary,
      count: counts.repoCount,
      routeName: 'RepoList',
      color: 'orange',
    },
    {
      key: 'questions',
      labelId: 'dashboard.index.quCount',
      icon: LuFileQuestion,
      count: counts.quCount,
      routeName: 'QuList',
      color: 'purple',
    },
  ];
  const courseTiles: TileSpec[] = [
    {
      key: 'courses',
      labelId: 'course.tile.courseCount',
      icon: LuGraduationCap,
      count: counts.courseCount,
      routeName: 'CourseList',
      color: 'teal',
    },
    {
      key: 'courseware',
      labelId: 'course.tile.fileCount',
      icon: LuFileVideo,
      count: counts.fileCount,
      routeName: 'CourseFileList',
      color: 'cyan',
    },
  ];
  const tiles: TileSpec[] = [
    ...(site.moduleExam ? examTiles : []),
    ...(site.moduleCourse ? courseTiles : []),
    {
      key: 'users',
      labelId: 'dashboard.index.userCount',
      icon: LuUsers,
      count: counts.userCount,
      routeName: 'SysUser',
      color: 'brand',
    },
  ].filter((t) => t.count > 0);

  if (tiles.length === 0) return null;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" data-testid="count-tiles">
      {tiles.map((tile) => {
        const route = findByName(menu, tile.routeName);
        const body = <CountTile tile={tile} />;
        return route !== null ? (
          <RouterLink key={tile.key} to={route.fullPath}>
            {body}
          </RouterLink>
        ) : (
          <Box key={tile.key}>{body}</Box>
        );
      })}
    </SimpleGrid>
  );
}

function CountTile({ tile }: { tile: TileSpec }): ReactNode {
  const value = useCountUp(tile.count, COUNT_ANIMATION_MS);
  return (
    <Flex
      bg="bg"
      rounded="lg"
      shadow="xs"
      borderWidth="1px"
      p="5"
      align="center"
      gap="4"
      {...TILE_HOVER}
      data-testid={`count-tile-${tile.key}`}
    >
      <TileIcon icon={tile.icon} color={tile.color} size="lg" />
      <Stat.Root>
        <Stat.Label>
          <FormattedMessage id={tile.labelId} />
        </Stat.Label>
        <Stat.ValueText fontSize="2xl" data-testid={`count-tile-${tile.key}-value`}>
          <FormattedNumber value={value} />
        </Stat.ValueText>
      </Stat.Root>
    </Flex>
  );
}

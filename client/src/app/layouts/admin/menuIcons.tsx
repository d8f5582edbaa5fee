import type { IconType } from 'react-icons';
import {
  LuAward,
  LuBell,
  LuBookMarked,
  LuBookOpen,
  LuBuilding2,
  LuCircleDot,
  LuClipboardList,
  LuFileText,
  LuFolderTree,
  LuGraduationCap,
  LuHistory,
  LuKeyRound,
  LuLayers,
  LuLayoutDashboard,
  LuListTree,
  LuMessageSquare,
  LuMonitor,
  LuNetwork,
  LuSettings,
  LuShield,
  LuUser,
  LuUsers,
} from 'react-icons/lu';

/**
 * Menu icon names as stored with menus (the legacy icon picker names) mapped to our icon set.
 * Unknown names fall back to a neutral dot so a new menu never breaks the sidebar.
 */
const ICONS: Record<string, IconType> = {
  dashboard: LuLayoutDashboard,
  home: LuLayoutDashboard,
  user: LuUser,
  peoples: LuUsers,
  people: LuUsers,
  users: LuUsers,
  tree: LuFolderTree,
  'tree-table': LuListTree,
  dept: LuBuilding2,
  depart: LuBuilding2,
  dict: LuBookMarked,
  system: LuSettings,
  setting: LuSettings,
  settings: LuSettings,
  config: LuSettings,
  role: LuShield,
  permission: LuKeyRound,
  password: LuKeyRound,
  exam: LuClipboardList,
  paper: LuFileText,
  documentation: LuFileText,
  list: LuListTree,
  repo: LuLayers,
  education: LuGraduationCap,
  course: LuBookOpen,
  message: LuMessageSquare,
  notice: LuBell,
  log: LuHistory,
  monitor: LuMonitor,
  nested: LuNetwork,
  cert: LuAward,
};

export function menuIcon(name: string | null | undefined): IconType {
  if (name == null || name === '') return LuCircleDot;
  const key = name.replace(/^(el-icon-|icon-)/, '').toLowerCase();
  return ICONS[key] ?? LuCircleDot;
}

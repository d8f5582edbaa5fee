/**
 * The dictionaries the product itself relies on (user states, exam types, audit states, storage endpoints and the admin screens),
 * seeded with stable ids. Built-in catalogues cannot be deleted and keep their dicCode; their
 * built-in values cannot be deleted and keep their value (titles may be edited, values added).
 */
import type { Db } from '../../core/prisma.ts';

export interface BuiltinDictionary {
  dicCode: string;
  title: string;
  /** The grouping catalogue it sits under. */
  group: keyof typeof GROUPS;
  values: ReadonlyArray<readonly [value: string, title: string]>;
}

export const GROUPS = {
  system: { id: 'dict-group-system', title: '系统字典', sort: 1 },
  exam: { id: 'dict-group-exam', title: '考试字典', sort: 2 },
  storage: { id: 'dict-group-storage', title: '存储配置', sort: 3 },
} as const;

export const BUILTIN_DICTIONARIES: readonly BuiltinDictionary[] = [
  {
    dicCode: 'user_state',
    title: '用户状态',
    group: 'system',
    values: [
      ['0', '正常'],
      ['1', '禁用'],
      ['2', '待审核'],
    ],
  },
  {
    dicCode: 'base_yes_no',
    title: '是否',
    group: 'system',
    values: [
      ['0', '否'],
      ['1', '是'],
    ],
  },
  {
    dicCode: 'menu_type',
    title: '菜单类型',
    group: 'system',
    values: [
      ['1', '菜单'],
      ['2', '功能'],
      ['3', '路由'],
    ],
  },
  {
    dicCode: 'role_type',
    title: '角色类型',
    group: 'system',
    values: [
      ['1', '学员'],
      ['2', '管理员'],
    ],
  },
  {
    dicCode: 'login_type',
    title: '登录方式',
    group: 'system',
    values: [
      ['mobile', '手机号'],
      ['wechat', '微信'],
      ['crop-wechat', '企业微信'],
      ['ding-talk', '钉钉'],
    ],
  },
  {
    dicCode: 'exam_audit_state',
    title: '报名审核状态',
    group: 'exam',
    values: [
      ['0', '待审核'],
      ['1', '通过'],
      ['2', '驳回'],
    ],
  },
  {
    // Exam.examType; the server renders examTypeText in the request language (exam.constants.ts).
    dicCode: 'exam_type',
    title: '考试类型',
    group: 'exam',
    values: [
      ['1', '正式考试'],
      ['2', '模拟考试'],
      ['3', '练习考试'],
    ],
  },
  {
    dicCode: 'train_mode',
    title: '训练模式',
    group: 'exam',
    values: [
      ['11', '顺序练习'],
      ['12', '随机练习'],
      ['13', '背题模式'],
    ],
  },
  {
    dicCode: 'qu_type',
    title: '试题类型',
    group: 'exam',
    values: [
      ['1', '单选题'],
      ['2', '多选题'],
      ['3', '判断题'],
      ['4', '简答题'],
      ['5', '填空题'],
      ['6', '配对题'],
      ['99', '组合题'],
    ],
  },
  {
    dicCode: 'qu_level',
    title: '试题难度',
    group: 'exam',
    values: [
      ['1', '普通'],
      ['2', '较难'],
    ],
  },
  {
    // The spelling "endpoins" is the spec's dictionary code; clients ask for it by that name.
    dicCode: 'aliyun_upload_endpoins',
    title: '阿里云OSS地域节点',
    group: 'storage',
    values: [
      ['oss-cn-hangzhou.aliyuncs.com', '华东1（杭州）'],
      ['oss-cn-shanghai.aliyuncs.com', '华东2（上海）'],
      ['oss-cn-nanjing.aliyuncs.com', '华东5（南京）'],
      ['oss-cn-fuzhou.aliyuncs.com', '华东6（福州）'],
      ['oss-cn-qingdao.aliyuncs.com', '华北1（青岛）'],
      ['oss-cn-beijing.aliyuncs.com', '华北2（北京）'],
      ['oss-cn-zhangjiakou.aliyuncs.com', '华北3（张家口）'],
      ['oss-cn-huhehaote.aliyuncs.com', '华北5（呼和浩特）'],
      ['oss-cn-wulanchabu.aliyuncs.com', '华北6（乌兰察布）'],
      ['oss-cn-shenzhen.aliyuncs.com', '华南1（深圳）'],
      ['oss-cn-heyuan.aliyuncs.com', '华南2（河源）'],
      ['oss-cn-guangzhou.aliyuncs.com', '华南3（广州）'],
      ['oss-cn-chengdu.aliyuncs.com', '西南1（成都）'],
      ['oss-cn-hongkong.aliyuncs.com', '中国香港'],
      ['oss-ap-southeast-1.aliyuncs.com', '新加坡'],
      ['oss-ap-northeast-1.aliyuncs.com', '日本（东京）'],
      ['oss-us-west-1.aliyuncs.com', '美国（硅谷）'],
      ['oss-us-east-1.aliyuncs.com', '美国（弗吉尼亚）'],
      ['oss-eu-central-1.aliyuncs.com', '德国（法兰克福）'],
    ],
  },
  {
    // Qiniu's zone ids; the title names the zone's S3-compatible endpoint the server talks to.
    dicCode: 'qiniu_upload_areas',
    title: '七牛云存储区域',
    group: 'storage',
    values: [
      ['z0', '华东-浙江（s3.cn-east-1.qiniucs.com）'],
      ['cn-east-2', '华东-浙江2（s3.cn-east-2.qiniucs.com）'],
      ['z1', '华北-河北（s3.cn-north-1.qiniucs.com）'],
      ['z2', '华南-广东（s3.cn-south-1.qiniucs.com）'],
      ['na0', '北美-洛杉矶（s3.us-north-1.qiniucs.com）'],
      ['as0', '亚太-新加坡（s3.ap-southeast-1.qiniucs.com）'],
      ['ap-southeast-2', '亚太-河内（s3.ap-southeast-2.qiniucs.com）'],
      ['ap-southeast-3', '亚太-胡志明（s3.ap-southeast-3.qiniucs.com）'],
    ],
  },
  {
    dicCode: 'qcloud_upload_endpoints',
    title: '腾讯云COS地域',
    group: 'storage',
    values: [
      ['ap-beijing', '北京'],
      ['ap-nanjing', '南京'],
      ['ap-shanghai', '上海'],
      ['ap-guangzhou', '广州'],
      ['ap-chengdu', '成都'],
      ['ap-chongqing', '重庆'],
      ['ap-hongkong', '中国香港'],
      ['ap-singapore', '新加坡'],
      ['ap-seoul', '首尔'],
      ['ap-tokyo', '东京'],
      ['ap-bangkok', '曼谷'],
      ['na-siliconvalley', '硅谷'],
      ['na-ashburn', '弗吉尼亚'],
      ['eu-frankfurt', '法兰克福'],
    ],
  },
];

export const catalogId = (dicCode: string) => `dict-${dicCode}`;
export const valueId = (dicCode: string, value: string) => `dictv-${dicCode}-${value}`;

export const BUILTIN_CATALOG_IDS: ReadonlySet<string> = new Set([
  ...Object.values(GROUPS).map((g) => g.id),
  ...BUILTIN_DICTIONARIES.map((d) => catalogId(d.dicCode)),
]);

export const BUILTIN_VALUE_IDS: ReadonlySet<string> = new Set(
  BUILTIN_DICTIONARIES.flatMap((d) => d.values.map(([v]) => valueId(d.dicCode, v))),
);

/**
 * Creates what is missing and leaves existing rows (and an admin's edits) alone. A catalogue whose
 * code an admin created first under another id is left as it is (its values are not added).
 */
export async function seedDictionaries(db: Db): Promise<void> {
  for (const g of Object.values(GROUPS)) {
    await db.dictCatalog.upsert({
      where: { id: g.id },
      update: {},
      create: { id: g.id, parentId: '0', title: g.title, dicCode: null, sort: g.sort },
    });
  }
  for (const [i, d] of BUILTIN_DICTIONARIES.entries()) {
    const id = catalogId(d.dicCode);
    const taken = await db.dictCatalog.findUnique({ where: { dicCode: d.dicCode } });
    if (taken !== null && taken.id !== id) continue;
    await db.dictCatalog.upsert({
      where: { id },
      update: {},
      create: { id, parentId: GROUPS[d.group].id, title: d.title, dicCode: d.dicCode, sort: i + 1 },
    });
    await db.dictValue.createMany({
      data: d.values.map(([value, title], sort) => ({
        id: valueId(d.dicCode, value),
        catalogId: id,
        parentId: '0',
        value,
        title,
        sort,
      })),
      skipDuplicates: true,
    });
  }
}

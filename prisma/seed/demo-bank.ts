// The demo question bank '示例题库': three chapters and at least two questions of
// every type (composites with parts of different types), each with an analysis.
//
// Idempotent: every row has a stable id (options `<question>-a`, parts `<question>-p1`, their
// options `<question>-p1-a`); a question that already exists is left as it is (an admin may have
// edited it), a missing one is created. The bank's counts are recomputed from its questions in the
// same transaction, as every writer of questions does.
import type { Db } from '../../server/src/core/prisma.ts';
import {
  cleanQuestion,
  type QuestionDraft,
} from '../../server/src/modules/question/question.rules.ts';
import { insertQuestion } from '../../server/src/modules/question/question.service.ts';
import { lockRepos, recountRepos } from '../../server/src/modules/repo/repo.counts.ts';

export const DEMO_REPO = {
  id: 'repo-demo',
  title: '示例题库',
  remark: '安全生产与职场通识示例题库，包含单选、多选、判断、简答、填空、配对和组合题。',
} as const;

export const DEMO_CHAPTERS = [
  { id: 'chapter-demo-safety', title: '安全生产基础', sort: 1 },
  { id: 'chapter-demo-office', title: '职场通用知识', sort: 2 },
  { id: 'chapter-demo-emergency', title: '应急处置', sort: 3 },
] as const;

type ChapterId = (typeof DEMO_CHAPTERS)[number]['id'];

interface DemoQuestion extends QuestionDraft {
  id: string;
  chapterId: ChapterId;
}

const right = (content: string) => ({ content, isRight: true });
const wrong = (content: string) => ({ content, isRight: false });

export const DEMO_QUESTIONS: DemoQuestion[] = [
  // 1 single choice
  {
    id: 'qu-demo-single-1',
    chapterId: 'chapter-demo-safety',
    quType: 1,
    level: 1,
    content: '<p>发现火情时，应当首先拨打的报警电话是？</p>',
    analysis:
      '<p>我国的火警电话是 <strong>119</strong>；110 为匪警，120 为急救，122 为交通事故报警。</p>',
    answerList: [wrong('110'), right('119'), wrong('120'), wrong('122')],
  },
  {
    id: 'qu-demo-single-2',
    chapterId: 'chapter-demo-office',
    quType: 1,
    level: 1,
    content: '<p>根据《中华人民共和国劳动法》，劳动者每日工作时间一般不超过多少小时？</p>',
    analysis:
      '<p>《劳动法》第三十六条规定：国家实行劳动者每日工作时间不超过八小时、平均每周工作时间不超过四十四小时的工时制度。</p>',
    answerList: [wrong('6 小时'), right('8 小时'), wrong('10 小时'), wrong('12 小时')],
  },
  {
    id: 'qu-demo-single-3',
    chapterId: 'chapter-demo-safety',
    quType: 1,
    level: 2,
    content: '<p>在安全色中，表示“禁止、停止、危险”含义的颜色是？</p>',
    analysis:
      '<p>红色表示禁止、停止、危险；黄色表示警告；蓝色表示指令；绿色表示提示、安全状态。</p>',
    answerList: [right('红色'), wrong('黄色'), wrong('蓝色'), wrong('绿色')],
  },
  // 2 multiple choice
  {
    id: 'qu-demo-multi-1',
    chapterId: 'chapter-demo-safety',
    quType: 2,
    level: 1,
    content: '<p>下列物品中，属于个人防护用品（PPE）的有？</p>',
    analysis: '<p>安全帽、防护眼镜、绝缘手套都用于保护作业人员；办公椅不属于个人防护用品。</p>',
    answerList: [right('安全帽'), right('防护眼镜'), right('绝缘手套'), wrong('办公椅')],
  },
  {
    id: 'qu-demo-multi-2',
    chapterId: 'chapter-demo-emergency',
    quType: 2,
    level: 2,
    content: '<p>发生地震时，身处室内的正确做法有？</p>',
    analysis:
      '<p>应就近躲避在坚固家具旁或承重墙角，远离窗户和玻璃，护住头部；震时不要乘坐电梯。</p>',
    answerList: [
      right('躲在坚固的桌子下或承重墙角'),
      wrong('立即乘坐电梯下楼'),
      right('远离窗户、玻璃和悬挂物'),
      right('用手或软物护住头颈部'),
    ],
  },
  // 3 true / false
  {
    id: 'qu-demo-judge-1',
    chapterId: 'chapter-demo-safety',
    quType: 3,
    level: 1,
    content: '<p>电气设备着火时，可以直接用水扑救。</p>',
    analysis: '<p>带电设备着火应先切断电源，再使用干粉或二氧化碳灭火器，直接用水可能导致触电。</p>',
    answerList: [wrong('正确'), right('错误')],
  },
  {
    id: 'qu-demo-judge-2',
    chapterId: 'chapter-demo-emergency',
    quType: 3,
    level: 1,
    content: '<p>使用灭火器时，应将喷嘴对准火焰根部喷射。</p>',
    analysis: '<p>对准火焰根部才能有效覆盖燃烧物，对准火焰上部效果很差。</p>',
    answerList: [right('正确'), wrong('错误')],
  },
  // 4 short answer (the single option is the reference answer)
  {
    id: 'qu-demo-short-1',
    chapterId: 'chapter-demo-emergency',
    quType: 4,
    level: 2,
    content: '<p>简述发现有人触电时的现场处置步骤。</p>',
    analysis: '<p>要点：先断电后施救，防止施救者触电；判断伤情并及时急救；尽快呼叫专业救援。</p>',
    answerList: [
      right(
        '<ol><li>立即切断电源，或用干燥的木棒等绝缘物使触电者脱离电源；</li><li>判断伤者意识和呼吸，必要时进行心肺复苏；</li><li>拨打 120 并报告单位负责人。</li></ol>',
      ),
    ],
  },
  {
    id: 'qu-demo-short-2',
    chapterId: 'chapter-demo-office',
    quType: 4,
    level: 1,
    content: '<p>请结合工作实际，谈谈你对“安全第一、预防为主、综合治理”方针的理解。</p>',
    analysis:
      '<p>回答应涉及：安全优先于生产进度；事前预防胜于事后处理；多方面、全员参与的综合管理。</p>',
    answerList: [
      right(
        '<p>安全第一：生产经营中把人身安全放在首位；预防为主：通过培训、隐患排查把事故消灭在萌芽状态；综合治理：综合运用管理、技术、教育等手段，全员参与。</p>',
      ),
    ],
  },
  // 5 fill in the blank (one option per blank; accepted values joined by ||)
  {
    id: 'qu-demo-blank-1',
    chapterId: 'chapter-demo-emergency',
    quType: 5,
    level: 1,
    content: '<p>我国的火警电话是____，医疗急救电话是____。</p>',
    analysis: '<p>火警 119，医疗急救 120。</p>',
    answerList: [right('119'), right('120')],
  },
  {
    id: 'qu-demo-blank-2',
    chapterId: 'chapter-demo-safety',
    quType: 5,
    level: 2,
    content: '<p>灭火的四种基本方法是冷却法、____、隔离法和化学抑制法。</p>',
    analysis: '<p>窒息法是指隔绝空气或降低氧浓度使燃烧停止。</p>',
    answerList: [right('窒息法||窒息')],
  },
  {
    id: 'qu-demo-blank-3',
    chapterId: 'chapter-demo-office',
    quType: 5,
    level: 1,
    content: '<p>PPE 的中文名称是____。</p>',
    analysis: '<p>PPE 即 Personal Protective Equipment，个人防护用品（装备）。</p>',
    answerList: [right('个人防护用品||个人防护装备||个人防护设备')],
  },
  // 6 matching (content = left item, answer = right-hand text)
  {
    id: 'qu-demo-match-1',
    chapterId: 'chapter-demo-safety',
    quType: 6,
    level: 1,
    content: '<p>请将安全色与其含义配对。</p>',
    analysis: '<p>GB 2893《安全色》：红色禁止、黄色警告、蓝色指令、绿色提示。</p>',
    answerList: [
      { content: '红色', answer: '禁止' },
      { content: '黄色', answer: '警告' },
      { content: '蓝色', answer: '指令' },
      { content: '绿色', answer: '提示' },
    ],
  },
  {
    id: 'qu-demo-match-2',
    chapterId: 'chapter-demo-emergency',
    quType: 6,
    level: 1,
    content: '<p>请将求助事项与对应的电话号码配对。</p>',
    analysis: '<p>火警 119、医疗急救 120、治安报警 110、交通事故 122。</p>',
    answerList: [
      { content: '火警', answer: '119' },
      { content: '医疗急救', answer: '120' },
      { content: '治安报警', answer: '110' },
      { content: '交通事故', answer: '122' },
    ],
  },
  // 99 composite (parts of different types)
  {
    id: 'qu-demo-comp-1',
    chapterId: 'chapter-demo-emergency',
    quType: 99,
    level: 2,
    content:
      '<p>阅读材料：某车间夜班期间，配电柜突然冒烟并伴有焦糊味，值班员小王发现后立即向班长报告。请回答下列问题。</p>',
    analysis: '<p>本题考查电气火灾的初期处置：先断电，再选用合适的灭火器。</p>',
    subList: [
      {
        quType: 1,
        level: 1,
        content: '<p>小王到达现场后首先应当？</p>',
        analysis: '<p>电气火灾应先切断电源，防止触电和火势扩大。</p>',
        answerList: [wrong('用水浇灭'), right('切断电源'), wrong('打开柜门查看')],
      },
      {
        quType: 3,
        level: 1,
        content: '<p>可以使用泡沫灭火器扑救带电的配电柜火灾。</p>',
        analysis: '<p>泡沫导电，不能用于带电设备火灾。</p>',
        answerList: [wrong('正确'), right('错误')],
      },
      {
        quType: 5,
        level: 1,
        content: '<p>扑救电气火灾宜选用____灭火器。</p>',
        analysis: '<p>干粉或二氧化碳灭火器不导电，适用于电气火灾。</p>',
        answerList: [right('干粉||二氧化碳')],
      },
    ],
  },
  {
    id: 'qu-demo-comp-2',
    chapterId: 'chapter-demo-office',
    quType: 99,
    level: 1,
    content: '<p>阅读材料：新员工小李今天入职，公司安排了入职安全教育。请回答下列问题。</p>',
    analysis: '<p>本题考查新员工三级安全教育的内容。</p>',
    subList: [
      {
        quType: 2,
        level: 1,
        content: '<p>新员工三级安全教育包括？</p>',
        analysis: '<p>三级安全教育指公司级、部门（车间）级和班组级安全教育。</p>',
        answerList: [
          right('公司级安全教育'),
          right('部门（车间）级安全教育'),
          right('班组级安全教育'),
          wrong('家庭安全教育'),
        ],
      },
      {
        quType: 4,
        level: 2,
        content: '<p>请简述班组级安全教育的主要内容。</p>',
        analysis: '<p>言之有理即可，需涉及岗位风险、操作规程和防护用品。</p>',
        answerList: [
          right(
            '<p>本岗位的安全操作规程、岗位危险因素与防范措施、个人防护用品的正确使用、事故案例和应急处置方法。</p>',
          ),
        ],
      },
    ],
  },
];

export async function seedDemoBank(prisma: Db): Promise<void> {
  await prisma.repo.upsert({ where: { id: DEMO_REPO.id }, update: {}, create: DEMO_REPO });
  // skipDuplicates: an existing chapter (by id, or by title in the bank) is left alone.
  await prisma.chapter.createMany({
    data: DEMO_CHAPTERS.map((c) => ({ ...c, repoId: DEMO_REPO.id })),
    skipDuplicates: true,
  });
  await prisma.$transaction(async (tx) => {
    await lockRepos(tx, [DEMO_REPO.id]);
    const existing = new Set(
      (
        await tx.question.findMany({
          where: { id: { in: DEMO_QUESTIONS.map((q) => q.id) } },
          select: { id: true },
        })
      ).map((q) => q.id),
    );
    for (const q of DEMO_QUESTIONS) {
      if (existing.has(q.id)) continue;
      const { question, issues } = cleanQuestion(q);
      if (issues.length > 0) {
        throw new Error(`demo question ${q.id} breaks the rules: ${JSON.stringify(issues)}`);
      }
      // A chapter an admin deleted is not brought back: the question then has none.
      const chapter = await tx.chapter.findUnique({
        where: { id: q.chapterId },
        select: { id: true },
      });
      await insertQuestion(tx, DEMO_REPO.id, chapter?.id ?? null, question, q.id);
    }
    await recountRepos(tx, [DEMO_REPO.id]);
  });
}

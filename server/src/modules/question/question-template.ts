/** The question import template: the layout's header, one example per type, and the notes. */
import type { ImportSpec } from '../../core/transfer/transfer-spec.ts';
import { COMPOSITE } from './question.constants.ts';
import { COLUMNS, describeIssue, questionSheet, type ExportQuestion } from './question-xlsx.ts';

const EXAMPLES: ExportQuestion[] = [
  {
    quType: 1,
    level: 1,
    chapterTitle: '第一章 安全常识',
    content: '发现火情时，首先应当拨打的报警电话是？',
    analysis: '我国的火警电话是119。',
    options: [
      { content: '110', image: '', isRight: false, answer: null },
      { content: '119', image: '', isRight: true, answer: null },
      { content: '120', image: '', isRight: false, answer: null },
      { content: '122', image: '', isRight: false, answer: null },
    ],
    parts: [],
  },
  {
    quType: 2,
    level: 2,
    chapterTitle: '第一章 安全常识',
    content: '下列属于个人防护用品的有？',
    analysis: '安全帽、防护眼镜和绝缘手套都属于个人防护用品。',
    options: [
      { content: '安全帽', image: '', isRight: true, answer: null },
      { content: '防护眼镜', image: '', isRight: true, answer: null },
      { content: '办公椅', image: '', isRight: false, answer: null },
      { content: '绝缘手套', image: '', isRight: true, answer: null },
    ],
    parts: [],
  },
  {
    quType: 3,
    level: 1,
    chapterTitle: '第一章 安全常识',
    content: '电气设备着火时，可以直接用水扑救。',
    analysis: '带电设备着火应先切断电源，并使用干粉等灭火器，不能直接用水。',
    options: [
      { content: '正确', image: '', isRight: false, answer: null },
      { content: '错误', image: '', isRight: true, answer: null },
    ],
    parts: [],
  },
  {
    quType: 4,
    level: 2,
    chapterTitle: '第二章 应急处置',
    content: '<p>简述发生触电事故时的正确处置步骤。</p>',
    analysis: '先断电、再施救，必要时进行心肺复苏并拨打120。',
    options: [
      {
        content:
          '<p>立即切断电源或用绝缘物使触电者脱离电源；判断伤情，必要时进行心肺复苏；拨打120。</p>',
        image: '',
        isRight: true,
        answer: null,
      },
    ],
    parts: [],
  },
  {
    quType: 5,
    level: 1,
    chapterTitle: '第二章 应急处置',
    content: '灭火的基本方法有冷却法、____法、隔离法和____法。',
    analysis: '四种基本灭火方法：冷却、窒息、隔离、化学抑制。',
    options: [
      { content: '窒息||窒息法', image: '', isRight: true, answer: null },
      { content: '化学抑制||抑制', image: '', isRight: true, answer: null },
    ],
    parts: [],
  },
  {
    quType: 6,
    level: 1,
    chapterTitle: '第二章 应急处置',
    content: '请将安全标志的颜色与其含义配对。',
    analysis: '红色表示禁止，黄色表示警告，蓝色表示指令，绿色表示提示。',
    options: [
      { content: '红色', image: '', isRight: true, answer: '禁止' },
      { content: '黄色', image: '', isRight: true, answer: '警告' },
      { content: '蓝色', image: '', isRight: true, answer: '指令' },
    ],
    parts: [],
  },
  {
    quType: COMPOSITE,
    level: 2,
    chapterTitle: '第二章 应急处置',
    content: '<p>阅读材料：某车间夜班期间配电柜冒烟，值班员发现后立即报告。请回答下列问题。</p>',
    analysis: '考查电气火灾的初期处置。',
    options: [],
    parts: [
      {
        quType: 1,
        level: 1,
        chapterTitle: null,
        content: '值班员首先应当？',
        analysis: '电气火灾先断电。',
        options: [
          { content: '切断电源', image: '', isRight: true, answer: null },
          { content: '用水浇灭', image: '', isRight: false, answer: null },
        ],
        parts: [],
      },
      {
        quType: 5,
        level: 1,
        chapterTitle: null,
        content: '扑救电气火灾应选用____灭火器。',
        analysis: '干粉或二氧化碳灭火器均可。',
        options: [{ content: '干粉||二氧化碳', image: '', isRight: true, answer: null }],
        parts: [],
      },
    ],
  },
];

const INSTRUCTIONS = [
  '填写说明',
  '1. 每行一个选项；题目的题号、题型、章节、难度、题干、解析写在该题第一行，后续选项行的题号留空（或填写相同题号）。',
  '2. 题型：1单选题、2多选题、3判断题、4简答题、5填空题、6配对题、99组合题（可填写数字或名称）。难度：1普通、2较难（留空为1）。',
  '3. 单选题、多选题、判断题：在“是否正确”列填写Y或N；单选题和判断题有且只有一个正确选项，判断题正好两个选项，多选题至少一个正确选项。',
  '4. 简答题：可在“选项内容”填写参考答案（最多一行）。',
  '5. 填空题：每个填空一行，“选项内容”填写可接受的答案，多个答案用||分隔。',
  '6. 配对题：每组一行，“选项内容”为左侧内容，“配对答案”为右侧内容，至少两组。',
  '7. 组合题：先写组合题本身（只有题干和解析），再写它的子题；子题有自己的题号，并在“父题号”中填写组合题的题号。子题不能是组合题；子题有错误时整道组合题都不会导入。',
  '8. 章节按名称匹配，不存在时自动创建。最多26个选项（A-Z）。题干、解析、选项内容可以包含HTML，会按编辑器规则过滤。',
];

/** The import template: the header, one example per type (a composite with two parts), notes. */
function writeTemplate(): Promise<Buffer> {
  const sheet = questionSheet(EXAMPLES);
  sheet.addNotes(INSTRUCTIONS);
  return sheet.finish();
}

/** The import side of the question transfer: the template, the layout and its problems. */
export const QUESTION_IMPORT: ImportSpec = {
  template: writeTemplate,
  columns: COLUMNS,
  defaultFileName: 'questions',
  describeIssue,
};

import 'reflect-metadata';
import { execute, parse } from 'graphql/index.js';
import { buildAppSchema } from '../src/core/graphql/schema.ts';

const schema = await buildAppSchema();
const view = { id: 'q1', quId: 'q1', paperId: 'p1', sort: 3, quType: 1, level: 1, content: '<p>What is the answer to this question?</p>', answered: true, mark: false, score: 2, seq: 1795684301946,
  answer: null, blanks: [], matchChoices: [], isRight: null, analysis: null, rightBlanks: null, rightPairs: null, referenceAnswer: null,
  options: ['A','B','C','D'].map((abc, i) => ({ id: `o${i}`, abc, content: `option ${abc} text`, image: '', checked: i === 1, isRight: null })), pairs: [], subList: [] };
const session = { userId: 'u1', permissions: new Set(), roles: [], roleType: 1 } as any;
const services = { papers: {
  paperQuestion: async () => view,
  fillAnswer: async () => ({ applied: true, seq: 1795684301946 }),
  leftTime: async () => 1234,
  serverTime: () => Date.now(),
} };
const docs = {
  question: [`query ExamTakeQuestion($paperId: ID!, $quId: ID!) { paperQuestion(paperId: $paperId, quId: $quId) {
    id quId paperId sort quType level content answered mark score seq answer blanks matchChoices
    options { id abc content image checked } pairs { leftId text }
    subList { id quType level content answered answer blanks matchChoices
      options { id abc content image checked } pairs { leftId text } } } }`, { paperId: 'p1', quId: 'q1' }],
  fill: [`mutation ExamTakeFillAnswer($input: FillAnswerInput!) { fillAnswer(input: $input) { applied seq } }`, { input: { paperId: 'p1', quId: 'q1', optionIds: ['o1'], seq: 1795684301946 } }],
  left: [`query ExamTakeLeftTime($id: ID!) { paperLeftTime(id: $id) serverTime }`, { id: 'p1' }],
} as const;
for (const round of [1, 2]) for (const [name, [q, vars]] of Object.entries(docs)) {
  const document = parse(q);
  const run = async () => { const r = await execute({ schema, document, variableValues: vars as any, contextValue: { services, session, lang: 'zh', ip: '', requestId: 'r' } }); if (r.errors) throw new Error(JSON.stringify(r.errors)); return JSON.stringify(r); };
  for (let i = 0; i < 3000; i++) await run();
  const n = 20000; const t = process.cpuUsage();
  for (let i = 0; i < n; i++) await run();
  const u = process.cpuUsage(t);
  console.log(round, name, ((u.user + u.system) / n).toFixed(1), 'us/op');
}
process.exit(0);

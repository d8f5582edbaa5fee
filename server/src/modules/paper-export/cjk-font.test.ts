import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { cjkFont, npmCjkFontPath } from './cjk-font.ts';
import { newPdf } from './paper-pdf.ts';

async function render(text: string): Promise<Buffer> {
  const doc = newPdf('字体');
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((r) => doc.on('end', r));
  doc.text(text);
  doc.end();
  await done;
  return Buffer.concat(chunks.map((c) => new Uint8Array(c)));
}

describe('the CJK font of PDFs', () => {
  it('comes from npm (no system font needed) and is embedded as a small subset', async () => {
    expect(cjkFont().source).toBe(npmCjkFontPath());
    const pdf = await render('考生答案: 北京 (Beijing), 得分 10 / 10');
    // The font file is over a megabyte; the PDF carries only the glyphs it uses.
    expect(pdf.length).toBeLessThan(60_000);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
      mergePages: true,
    });
    expect(text).toContain('考生答案: 北京 (Beijing), 得分 10 / 10');
  });

  it('is unpacked once per process, so a document costs little', async () => {
    await render('预热');
    const started = Date.now();
    for (let i = 0; i < 5; i++) await render(`第${i}份试卷：中国的首都是哪里？`);
    expect(cjkFont()).toBe(cjkFont());
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

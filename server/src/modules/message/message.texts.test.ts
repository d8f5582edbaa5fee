import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  isPlatformKind,
  PLATFORM_MESSAGES,
  renderPlatformMessage,
} from './message.texts.ts';

describe('platform message texts', () => {
  it('zh and en use the same placeholders for every kind', () => {
    const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const texts of Object.values(PLATFORM_MESSAGES)) {
      expect(names(texts.zh[0])).toEqual(names(texts.en[0]));
      expect(names(texts.zh[1])).toEqual(names(texts.en[1]));
    }
  });

  it('fills placeholders; a missing one reads as empty', () => {
    expect(fillTemplate('A {x} B {y}', { x: 1 })).toBe('A 1 B');
    expect(fillTemplate('{x}', { x: { no: 1 } })).toBe('');
  });

  it('inserts values as inert plain text, in one pass', () => {
    expect(fillTemplate('Hi {name}', { name: '<b>Li</b>\u200b\u0007' })).toBe('Hi ＜b＞Li＜/b＞');
    expect(fillTemplate('{a}', { a: '{b}', b: 'no' })).toBe('{b}');
    // The template's own text (line breaks too) is kept as the admin wrote it.
    expect(fillTemplate('<{a}>\nx', { a: 'y' })).toBe('<y>\nx');
  });

  it('renders in the reader language; an automatic reason is a catalogue text', () => {
    expect(renderPlatformMessage('paperMarked', { exam: 'E', score: 9 }, 'en')).toEqual({
      title: 'Paper marked',
      content: 'Your paper of the exam "E" has been marked: you scored 9.',
    });
    const rejected = renderPlatformMessage(
      'realNameRejected',
      { msg: '', reason: 'ID_CARD_IN_USE' },
      'en',
    );
    expect(rejected.content).toMatch(/^Your real-name verification was rejected: \S/);
    expect(rejected.content).not.toContain('ID_CARD_IN_USE');
    expect(isPlatformKind('paperMarked')).toBe(true);
    expect(isPlatformKind('toString')).toBe(false);
  });
});

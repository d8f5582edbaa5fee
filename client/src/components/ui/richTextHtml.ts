/** '' for editor HTML that holds nothing visible ('<br>', empty paragraphs); else the HTML. */
export function normalizeEditorHtml(html: string): string {
  const trimmed = html.trim();
  if (/<img\b/i.test(trimmed)) return trimmed;
  const text = trimmed
    .replace(/<br\s*\/?>/gi, '')
    .replace(/<\/?(p|div|span|b|i|u|strong|em)\b[^>]*>/gi, '')
    .replace(/&nbsp;/gi, ' ')
    .trim();
  return text === '' ? '' : trimmed;
}

/** True when rich text has no visible content. */
export function isBlankHtml(html: string | null | undefined): boolean {
  return normalizeEditorHtml(html ?? '') === '';
}

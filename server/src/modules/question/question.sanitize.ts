import sanitizeHtml from 'sanitize-html';

/**
 * Server-side cleaning of question text. Two kinds of field:
 *
 * - Rich text (stems, analysis, choice options, matching left items, the short-answer reference):
 *   HTML limited to basic formatting, lists, tables, links and images. No scripts, no <style>, no
 *   style or event-handler attributes; links http(s), mailto or relative; images http(s), relative or
 *   data:image (png, jpeg, gif, webp, bmp; never svg, which can carry script).
 * - Plain text (the accepted values of a blank, the right-hand side of a matching pair): data the
 *   grading engine compares with what a learner types, so it is never parsed as HTML. Control
 *   characters go; `<` and `>` become their full-width forms, so the text cannot open a tag even if
 *   a client wrongly renders it as HTML, and the grading engine (which folds full-width to
 *   half-width) still compares it as typed. Clients must render these as text.
 */
const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'mark',
    'sub',
    'sup',
    'small',
    'blockquote',
    'pre',
    'code',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank'
          ? { ...attribs, rel: 'noopener noreferrer' }
          : withoutKey(attribs, 'target'),
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.src !== undefined && !isAllowedImageSrc(attribs.src)
          ? withoutKey(attribs, 'src')
          : attribs,
    }),
  },
  // An image whose source was removed shows nothing: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && (frame.attribs.src ?? '') === '',
};

const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[A-Za-z0-9+/=\s]+$/i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

function withoutKey(attribs: sanitizeHtml.Attributes, key: string): sanitizeHtml.Attributes {
  const copy = { ...attribs };
  delete copy[key];
  return copy;
}

/** An image address we store: http(s), relative (no scheme, not `//host`), or a raster data URL. */
export function isAllowedImageSrc(src: string): boolean {
  const s = src.trim();
  if (s === '') return false;
  if (s.startsWith('//')) return false;
  const scheme = SCHEME.exec(s)?.[1]?.toLowerCase();
  if (scheme === undefined) return !/[\s<>"']/.test(s);
  if (scheme === 'http' || scheme === 'https') return !/[\s<>"']/.test(s);
  return scheme === 'data' && DATA_IMAGE.test(s);
}

/** Cleans rich text; the result is what we store and what clients may render as HTML. */
export function sanitizeRich(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

// eslint-disable-next-line no-control-regex -- control characters are what we remove
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Cleans a plain-text value (see the file comment). */
export function plainText(text: string): string {
  return text.replace(CONTROL, '').replace(/</g, '\uFF1C').replace(/>/g, '\uFF1E').trim();
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Texts worked out already: an exam's pages ask for the same few questions thousands of times. */
const knownTexts = new Map<string, string>();
const KNOWN_TEXTS_MAX = 5000;
const KNOWN_TEXT_LENGTH_MAX = 20_000;

/** The visible text of stored rich text (list previews, emptiness checks), whitespace collapsed. */
export function htmlToText(html: string): string {
  const known = knownTexts.get(html);
  if (known !== undefined) return known;
  const text = textOf(html);
  if (html.length <= KNOWN_TEXT_LENGTH_MAX) {
    if (knownTexts.size >= KNOWN_TEXTS_MAX) knownTexts.clear();
    knownTexts.set(html, text);
  }
  return text;
}

function textOf(html: string): string {
  const stripped = sanitizeHtml(html.replace(/<\/(p|div|li|tr|h[1-6])>|<br\s*\/?>/gi, ' $& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return stripped
    .replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (whole, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? whole;
      const hex = name[1] === 'x' || name[1] === 'X';
      const code = parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether stored rich text shows nothing: no visible text and no image. */
export function isBlankRich(html: string): boolean {
  return htmlToText(html) === '' && !/<img\b/i.test(html);
}

export type Lang = 'zh' | 'en';

/** Accept-Language headers whose answer is remembered: browsers send a handful of distinct ones. */
const KNOWN_HEADERS_MAX = 256;
const knownHeaders = new Map<string, Lang>();

/** zh is the default; `en`, `en-US`, `en;q=0.9` ... pick English when it ranks above any zh. */
export function langFromHeader(header: string | undefined | null): Lang {
  if (header == null || header === '') return 'zh';
  let lang = knownHeaders.get(header);
  if (lang === undefined) {
    lang = rankLanguages(header);
    if (knownHeaders.size >= KNOWN_HEADERS_MAX) knownHeaders.clear();
    knownHeaders.set(header, lang);
  }
  return lang;
}

function rankLanguages(header: string): Lang {
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q === undefined ? 1 : Number(q.trim().slice(2)) || 0 };
    })
    .filter((x) => x.tag.startsWith('zh') || x.tag.startsWith('en'))
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.tag.startsWith('en') === true ? 'en' : 'zh';
}

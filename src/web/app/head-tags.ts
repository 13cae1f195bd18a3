/** One tag of a page's <head> metadata. */
export type HeadTag =
  | { kind: 'meta'; key: 'name' | 'property'; name: string; value: string }
  | { kind: 'link'; rel: string; value: string }
  | { kind: 'json-ld'; value: string };

function selectorOf(tag: HeadTag): string {
  if (tag.kind === 'meta') return `meta[${tag.key}="${tag.name}"]`;
  if (tag.kind === 'link') return `link[rel="${tag.rel}"]`;
  return 'script[type="application/ld+json"]';
}

function create(doc: Document, tag: HeadTag): Element {
  if (tag.kind === 'meta') {
    const el = doc.createElement('meta');
    el.setAttribute(tag.key, tag.name);
    return el;
  }
  if (tag.kind === 'link') {
    const el = doc.createElement('link');
    el.rel = tag.rel;
    return el;
  }
  const el = doc.createElement('script');
  el.type = 'application/ld+json';
  return el;
}

function write(el: Element, tag: HeadTag): void {
  if (tag.kind === 'meta') el.setAttribute('content', tag.value);
  else if (tag.kind === 'link') el.setAttribute('href', tag.value);
  else el.textContent = tag.value;
}

function read(el: Element, tag: HeadTag): string | null {
  if (tag.kind === 'meta') return el.getAttribute('content');
  if (tag.kind === 'link') return el.getAttribute('href');
  return el.textContent;
}

/**
 * Sets the document title and the given <head> tags, updating a tag that is already there (one
 * per name) or adding it. Returns the undo: the previous title and values come back, and the tags
 * it added go, so the next page starts from the document's own defaults.
 */
export function applyHeadTags(doc: Document, title: string, tags: HeadTag[]): () => void {
  const undo: (() => void)[] = [];
  const previousTitle = doc.title;
  doc.title = title;
  undo.push(() => {
    doc.title = previousTitle;
  });
  for (const tag of tags) {
    const existing = doc.head.querySelector(selectorOf(tag));
    if (existing) {
      const before = read(existing, tag);
      write(existing, tag);
      undo.push(() => {
        if (before !== null) write(existing, { ...tag, value: before });
      });
    } else {
      const el = create(doc, tag);
      write(el, tag);
      doc.head.append(el);
      undo.push(() => el.remove());
    }
  }
  return () => {
    for (const step of undo.reverse()) step();
  };
}

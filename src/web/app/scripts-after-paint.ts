/**
 * A page's modules start after its first paint (docs/decisions/0014-scripts-after-first-paint.md),
 * by a pass over the HTML React Router's `<Scripts>` wrote, not by a change to React Router: the
 * server's HTML needs only its stylesheet to paint, and the browser would otherwise fetch every
 * module of the page beside it. React Router's own tags are kept whole, only held back:
 *
 * - the `<link rel="modulepreload">` tags leave the HTML and are written into `<head>` again, as
 *   they were, once the page has painted, so every module is still fetched at once;
 * - the module script (the route modules' imports and the entry's) gets a type no browser runs;
 *   once the preloads are in, a copy of it with its own type and nonce takes its place, which is
 *   the element React Router's `<Scripts>` hydrates.
 *
 * The wait is the browser's `first-contentful-paint` entry (reported once the frame is on screen;
 * nothing paints before the stylesheet, which blocks rendering), 3 s at most, and none for a page
 * opened hidden (a background tab paints nothing) or a browser without paint timing.
 *
 * HTML in which this finds no preload or not exactly one module script (a part of a page, a
 * future React Router writing its tags otherwise) is returned as it came, so the page then loads
 * as React Router ships it; `src/server/web/pages-scripts.test.ts` fails in that case.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\b([^>]*?) type="module"([^>]*)>/g;

/** The type the held module script carries until the first paint: any type a browser does not run. */
export const HELD_SCRIPT_TYPE = 'yod/after-first-paint';

/** JSON inside a script element: nothing in it may close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The classic inline script placed right after the held module script. It removes itself at once
 * (React hydrates `<body>`, where it would be an element the page does not render), so it finds
 * the held script as its previous sibling while the parser runs it.
 */
function releaseScript(preloads: string, nonce: string | undefined): string {
  const open = nonce ? `<script nonce="${nonce}">` : '<script>';
  return `${open}(() => {
const held = document.currentScript.previousElementSibling;
document.currentScript.remove();
const release = () => {
  if (!held.isConnected) return;
  document.head.insertAdjacentHTML("beforeend", ${scriptJson(preloads)});
  const script = document.createElement("script");
  script.type = "module";
  script.async = true;
  script.nonce = held.nonce;
  script.textContent = held.textContent;
  held.replaceWith(script);
};
if (document.visibilityState === "hidden" || typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes || !PerformanceObserver.supportedEntryTypes.includes("paint")) return release();
let done = false;
const once = () => { if (!done) { done = true; observer.disconnect(); release(); } };
const observer = new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length > 0) once(); });
observer.observe({ type: "paint", buffered: true });
setTimeout(once, 3000);
})();</script>`;
}

/** The document with its module preloads and module script held until the first paint (see above). */
export function holdScriptsUntilFirstPaint(html: string, nonce: string | undefined): string {
  // React puts the preloads in <head>; the module script comes after it. Reading only those parts
  // keeps this near a tenth of a millisecond for a page (once per render, not per answer).
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const preloads = head.match(MODULE_PRELOAD);
  MODULE_SCRIPT.lastIndex = headEnd;
  const script = MODULE_SCRIPT.exec(html);
  if (preloads === null || script === null || MODULE_SCRIPT.exec(html) !== null) return html;
  const end = html.indexOf('</script>', script.index);
  if (end < 0) return html;
  const afterScript = end + '</script>'.length;
  const held = `<script${script[1]} type="${HELD_SCRIPT_TYPE}"${script[2]}>`;
  return (
    head.replace(MODULE_PRELOAD, '') +
    html.slice(headEnd, script.index) +
    held +
    html.slice(script.index + script[0].length, afterScript) +
    releaseScript(preloads.join(''), nonce) +
    html.slice(afterScript)
  );
}

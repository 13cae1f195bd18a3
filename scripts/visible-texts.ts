import ts from 'typescript';

/** A text a person may read, with the line it starts on (1-based). */
export interface VisibleText {
  line: number;
  text: string;
}

/**
 * JSX attributes and object keys whose strings are code, not words: classes, addresses, ids,
 * input hints, variants. Any other attribute or key may hold a label, so it is read.
 */
const CODE_KEYS =
  /^(class|className|\w+ClassName|href|to|src|srcSet|path|url|id|htmlFor|type|role|key|rel|target|method|action|autoComplete|inputMode|enterKeyHint|autoCapitalize|spellCheck|variant|size|sizes|as|form|encType|lang|dir|d|viewBox|fill|stroke\w*|icon|side|align|mode|pattern|accept|media|loading|decoding|fetchPriority|sandbox|allow|referrerPolicy|crossOrigin|operationId|tone|color|code|event|queryKey|data-[\w-]+|aria-(?!label|description)[\w-]+)$/;

/** Calls whose string arguments are code or logs for engineers, never shown to a user. */
const CODE_CALLS =
  /^(cn|clsx|cva|twMerge|sql|sql\.raw|require|Error|TypeError|RangeError|console\.\w+|(?:\w+\.)*log(?:ger)?\.\w+|\w+\.(?:info|warn|debug|trace|fatal)|querySelector\w*|\w+\.querySelector\w*|\w+\.(?:get|set|has|delete|append|startsWith|endsWith|includes|split|replace|replaceAll|match|test|indexOf|join|on|off|emit|addEventListener|removeEventListener|getItem|setItem|removeItem|register|setValue|watch|getValues|setError|clearErrors|trigger|setFocus|resetField|header|getHeader|setHeader|redirect|hasRole|describe|locator|getByRole|getByLabel|getByText)|(?:\w+\.)?(?:fetch|apiFetch|request|inject|navigate|redirect|useNavigate|matchPath|href|parse|safeParse)|z\.\w+|describe|it|test|expect|vi\.\w+)$/;

/** Code-looking strings: paths, URLs, MIME types, dotted or snake names, selectors, formats. */
function looksLikeWords(text: string): boolean {
  const t = text.trim();
  if (!/\p{L}/u.test(t)) return false;
  if (/^[/#.@?&=]|:\/\/|^[\w-]+\/[\w.+-]+$/.test(t)) return false;
  if (/^(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|SET)\b/.test(t)) return false;
  // A single ASCII word counts only capitalised ('E-mail', 'Salvar'): 'email' is a field name.
  if (!/\s/.test(t)) return /[^\p{ASCII}]/u.test(t) || /^\p{Lu}\p{Ll}/u.test(t);
  return true;
}

/** `${yodcoinsLabel(n)}` reads '1 YodCoin' or 'N YodCoins': keep the word, so its gender is checked. */
function placeholder(expression: ts.Node, source: ts.SourceFile): string {
  const code = expression.getText(source);
  if (/yodcoins?/i.test(code)) return 'N YodCoins';
  return '{…}';
}

function calleeName(call: ts.CallExpression | ts.NewExpression, source: ts.SourceFile): string {
  return call.expression.getText(source).replace(/\s+|\?|!(?=\.)/g, '');
}

/** The name of the attribute, key or call a string literal is the value or argument of. */
function isCode(node: ts.Node, source: ts.SourceFile): boolean {
  let child: ts.Node = node;
  let parent = node.parent;
  // Through the expressions that only choose or wrap a value: a ? 'a' : 'b', 'a' ?? x, ('a').
  while (
    parent &&
    (ts.isConditionalExpression(parent) ||
      ts.isParenthesizedExpression(parent) ||
      ts.isAsExpression(parent) ||
      ts.isSatisfiesExpression(parent) ||
      ts.isArrayLiteralExpression(parent) ||
      ts.isJsxExpression(parent) ||
      (ts.isBinaryExpression(parent) &&
        [
          ts.SyntaxKind.BarBarToken,
          ts.SyntaxKind.QuestionQuestionToken,
          ts.SyntaxKind.AmpersandAmpersandToken,
        ].includes(parent.operatorToken.kind)))
  ) {
    if (ts.isConditionalExpression(parent) && parent.condition === child) return true;
    child = parent;
    parent = parent.parent;
  }
  if (!parent) return false;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isElementAccessExpression(parent) ||
    ts.isCaseClause(parent) ||
    ts.isEnumMember(parent) ||
    ts.isImportTypeNode(parent)
  )
    return true;
  if (ts.isBinaryExpression(parent)) {
    // Comparisons and `in` test a code; '+' joins words and is read.
    return parent.operatorToken.kind !== ts.SyntaxKind.PlusToken;
  }
  if (ts.isJsxAttribute(parent)) return CODE_KEYS.test(parent.name.getText(source));
  if (ts.isPropertyAssignment(parent)) {
    if (parent.name === child) return true;
    return CODE_KEYS.test(parent.name.getText(source).replace(/^['"]|['"]$/g, ''));
  }
  if (ts.isPropertyDeclaration(parent) || ts.isPropertySignature(parent)) return parent.name === child;
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
    if (parent.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
    return CODE_CALLS.test(calleeName(parent, source));
  }
  return false;
}

/** An element whose words run on with the text around it, so one sentence is read as one. */
const INLINE_TAGS = /^(strong|em|b|i|a|span|code|small|Link|abbr|time|mark|u|s|sup|sub|br)$/;

function tagName(element: ts.JsxElement | ts.JsxSelfClosingElement, source: ts.SourceFile): string {
  const opening = ts.isJsxElement(element) ? element.openingElement : element;
  return opening.tagName.getText(source);
}

/** The element's words with inline children run in and block children as breaks ('¶'). */
function jsxWords(element: ts.JsxElement | ts.JsxFragment, source: ts.SourceFile): string {
  let out = '';
  for (const child of element.children) {
    if (ts.isJsxText(child)) out += child.text.replace(/\s+/g, ' ');
    else if (ts.isJsxExpression(child)) {
      const inner = child.expression;
      if (!inner) continue;
      if (ts.isStringLiteralLike(inner)) out += inner.text;
      else out += placeholder(inner, source);
    } else if (ts.isJsxElement(child) && INLINE_TAGS.test(tagName(child, source))) {
      out += jsxWords(child, source);
    } else if (ts.isJsxSelfClosingElement(child) && tagName(child, source) === 'br') out += ' ';
    else out += ' ¶ ';
  }
  return out;
}

function hasOwnText(element: ts.JsxElement | ts.JsxFragment): boolean {
  return element.children.some((child) => ts.isJsxText(child) && /\p{L}/u.test(child.text));
}

function templateWords(node: ts.TemplateExpression, source: ts.SourceFile): string {
  return (
    node.head.text +
    node.templateSpans.map((span) => placeholder(span.expression, source) + span.literal.text).join('')
  );
}

/**
 * The words of a .ts/.tsx source a person may read: string literals and templates that are not
 * code (imports, classes, addresses, keys, comparisons, logs, SQL, errors for engineers), and
 * JSX text, each element's text read as one run with its inline children (<strong>, <Link>…)
 * and `{expressions}` as placeholders. Comments are not read.
 */
export function visibleTexts(fileName: string, code: string): VisibleText[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, kind);
  const found: VisibleText[] = [];
  const add = (node: ts.Node, text: string) => {
    if (!looksLikeWords(text)) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ line, text: text.replace(/\s+/g, ' ').replace(/^[\s¶]+|[\s¶]+$/g, '') });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isCode(node, source)) add(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      if (!isCode(node, source)) add(node, templateWords(node, source));
      for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    if ((ts.isJsxElement(node) || ts.isJsxFragment(node)) && hasOwnText(node))
      add(node, jsxWords(node, source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

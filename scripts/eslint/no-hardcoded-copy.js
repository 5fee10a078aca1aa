// Visible copy belongs in the locale files: flag words written straight into JSX text, into
// strings placed as JSX children inside braces ({'Hello'}, {`Hello`}, also as either branch of
// {open ? 'Close' : 'Open'} or the right side of {done && 'Sent'}), and into attributes a visitor
// reads or hears (alt, title, aria-label, placeholder, aria-description).
const readableAttributes = new Set([
  'alt',
  'title',
  'aria-label',
  'placeholder',
  'aria-description',
]);
/** JSX text: two letters make a word; numbers ("404") and single marks pass. */
const hasWords = (text) => /\p{L}{2,}/u.test(text);
/**
 * A string in braces: any letter. Whitespace, punctuation and symbols ("·", "→", "—", "/") pass, and
 * so do numbers, as in JSX text.
 */
const hasCopy = (text) => /\p{L}/u.test(text);

/** The text of a string literal or of a template literal without expressions, else null. */
function staticText(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    return node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join('');
  }
  return null;
}

/** The expressions that end up rendered when `node` is a JSX child in braces. */
function renderedStrings(node) {
  switch (node.type) {
    case 'ConditionalExpression':
      return [...renderedStrings(node.consequent), ...renderedStrings(node.alternate)];
    case 'LogicalExpression':
      return node.operator === '&&'
        ? renderedStrings(node.right)
        : [...renderedStrings(node.left), ...renderedStrings(node.right)];
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return renderedStrings(node.expression);
    default:
      return staticText(node) === null ? [] : [node];
  }
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow user-visible text written directly in JSX' },
    messages: { literal: 'Visible text "{{text}}" must come from the translation files.' },
    schema: [],
  },
  create(context) {
    return {
      JSXText(node) {
        if (hasWords(node.value)) {
          context.report({ node, messageId: 'literal', data: { text: node.value.trim() } });
        }
      },
      JSXExpressionContainer(node) {
        const parent = node.parent?.type;
        if (parent !== 'JSXElement' && parent !== 'JSXFragment') return;
        for (const literal of renderedStrings(node.expression)) {
          const text = staticText(literal);
          if (text !== null && hasCopy(text)) {
            context.report({ node: literal, messageId: 'literal', data: { text: text.trim() } });
          }
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!readableAttributes.has(name) || node.value?.type !== 'Literal') return;
        if (typeof node.value.value === 'string' && hasWords(node.value.value)) {
          context.report({ node, messageId: 'literal', data: { text: node.value.value } });
        }
      },
    };
  },
};

export default { rules: { 'no-hardcoded-copy': rule } };

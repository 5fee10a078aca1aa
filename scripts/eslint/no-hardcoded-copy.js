// Visible copy belongs in the locale files: flag words written straight into JSX text or into
// attributes a visitor reads or hears (alt, title, aria-label, placeholder).
const readableAttributes = new Set([
  'alt',
  'title',
  'aria-label',
  'placeholder',
  'aria-description',
]);
const hasWords = (text) => /\p{L}{2,}/u.test(text);

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

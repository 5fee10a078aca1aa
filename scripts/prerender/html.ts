/** Escaping for values written into prerendered HTML. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/** JSON that is safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The type of the data block that carries markup as text (see inertMarkupBlock). */
export const markupBlockType = 'text/html';

/** Markup kept as the text of a `<script type="text/html">` data block. The parser only scans a
 * script's text for its end tag, so the markup costs a visitor who does not need it almost nothing
 * (a `<template>` would be built into nodes on every load). Markup that contains a script tag could
 * end the block early, so it is refused. */
export function inertMarkupBlock(id: string, data: Record<string, string>, markup: string): string {
  if (/<\/?script/i.test(markup)) throw new Error(`Markup for #${id} contains a script tag.`);
  const attributes = Object.entries(data)
    .map(([name, value]) => ` data-${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<script type="${markupBlockType}" id="${id}"${attributes}>${markup}</script>`;
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { countPlaceholder, countTyped } from './count-typed';

function page(markup: string) {
  document.body.innerHTML = markup;
  return (selector: string) => document.querySelector(selector) as HTMLElement;
}

const type = (field: HTMLTextAreaElement | HTMLInputElement, value: string) => {
  field.value = value;
  const event = new Event('input', { bubbles: true });
  field.dispatchEvent(event);
  countTyped(event, countPlaceholder);
};

describe('countTyped', () => {
  afterEach(() => document.body.replaceChildren());

  it("writes the field's length into the counter its aria-describedby names", () => {
    const find = page(`
      <textarea aria-describedby="count"></textarea>
      <p id="count" data-template="{used} of 2000 characters">0 of 2000 characters</p>`);
    type(find('textarea') as HTMLTextAreaElement, 'Hello 🙂');
    // The same length the app counts (UTF-16 code units), so the two never disagree.
    expect(find('#count').textContent).toBe(`${'Hello 🙂'.length} of 2000 characters`);
  });

  it('leaves alone a description without a template, and fields without a description', () => {
    const find = page(`
      <input aria-describedby="hint" /><p id="hint">Only letters</p>
      <textarea></textarea>`);
    type(find('input') as HTMLInputElement, 'abc');
    type(find('textarea') as HTMLTextAreaElement, 'abc');
    expect(find('#hint').textContent).toBe('Only letters');
  });
});

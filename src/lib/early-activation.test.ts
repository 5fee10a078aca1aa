// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  captureEarlyActivations,
  earlyTappedIds,
  replayEarlyActivations,
} from './early-activation';
import { earlyActivationScript, earlyTappable } from './early-activation-script';
import { isOwnedByApp, pressedAttribute, reactOwnershipKey } from './early-activation';

const ownedByReact = (element: Element) =>
  Object.assign(element, { [`${reactOwnershipKey}test`]: {} }) as Element;

function page() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu"><svg><path id="icon"></path></svg></button>
      <a href="/about" id="link">About</a>
      <form><input id="name"><button id="send">Send</button></form>
    </div>
    <button type="button" id="outside">Outside</button>`;
  return (id: string) => document.getElementById(id) as HTMLElement;
}

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

describe('captureEarlyActivations (the head script)', () => {
  let byId: ReturnType<typeof page>;
  const controller = new AbortController();
  beforeEach(() => {
    byId = page();
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) =>
      add(type, listener, { capture: options === true, signal: controller.signal }),
    );
    captureEarlyActivations(isOwnedByApp, pressedAttribute, earlyTappable);
  });
  afterEach(() => {
    controller.abort();
    vi.restoreAllMocks();
  });

  it('takes a tap on a control the app does not own yet, marks it and wakes the app', () => {
    const notify = vi.fn();
    if (window.earlyActivations) window.earlyActivations.notify = notify;
    const event = click(byId('icon'));
    expect(event.defaultPrevented).toBe(true);
    expect(window.earlyActivations?.targets).toEqual([byId('icon')]);
    expect(byId('menu').hasAttribute('data-pressed')).toBe(true);
    expect(notify).toHaveBeenCalledOnce();
  });

  it('leaves links, fields, Send, owned controls and the rest of the page alone', () => {
    for (const id of ['link', 'name', 'send', 'outside']) {
      expect(click(byId(id)).defaultPrevented).toBe(false);
    }
    expect(click(ownedByReact(byId('menu'))).defaultPrevented).toBe(false);
    expect(window.earlyActivations?.targets).toEqual([]);
  });
});

describe('the head script the page inlines (earlyActivationScript)', () => {
  const controller = new AbortController();
  afterEach(() => {
    controller.abort();
    vi.restoreAllMocks();
  });

  it('run as the page runs it, takes a tap on a control the app does not own, and only that', () => {
    const byId = page();
    const add = document.addEventListener.bind(document);
    vi.spyOn(document, 'addEventListener').mockImplementation((type, listener, options) =>
      add(type, listener, { capture: options === true, signal: controller.signal }),
    );
    new Function(earlyActivationScript)();
    expect(click(ownedByReact(byId('link'))).defaultPrevented).toBe(false);
    expect(click(ownedByReact(byId('menu'))).defaultPrevented).toBe(false);
    expect(window.earlyActivations?.targets).toEqual([]);

    const other = document.createElement('button');
    byId('root').append(other);
    expect(click(other).defaultPrevented).toBe(true);
    expect(window.earlyActivations?.targets).toEqual([other]);
    expect(other.hasAttribute('data-pressed')).toBe(true);
  });
});

describe('replayEarlyActivations (the app)', () => {
  it('clicks each taken control again once React owns it, and asks React to hydrate it first', () => {
    const byId = page();
    const menu = byId('menu');
    const clicks = vi.fn();
    menu.addEventListener('click', clicks);
    menu.setAttribute('data-pressed', '');
    window.earlyActivations = { targets: [byId('icon')] };
    const hydrateFirst = vi.fn();

    replayEarlyActivations(hydrateFirst);
    expect(hydrateFirst).toHaveBeenCalledWith(byId('icon'));
    expect(clicks).not.toHaveBeenCalled();

    ownedByReact(byId('icon'));
    window.earlyActivations.notify?.();
    expect(clicks).toHaveBeenCalledOnce();
    expect(menu.hasAttribute('data-pressed')).toBe(false);
    expect(document.activeElement).toBe(menu);
    expect(window.earlyActivations.targets).toEqual([]);
  });

  it('drops a tap whose element is gone (the page was rendered anew)', () => {
    const byId = page();
    const icon = byId('icon');
    window.earlyActivations = { targets: [icon] };
    icon.remove();
    replayEarlyActivations(vi.fn());
    expect(window.earlyActivations.targets).toEqual([]);
  });
});

describe('earlyTappedIds (what the app can prepare before handing taps back)', () => {
  it('names the items holding taps still waiting, and nothing once they are handed back', () => {
    document.body.innerHTML = `
      <article data-item-id="3"><img id="picture"><button id="more">View more</button></article>
      <article data-item-id="4"><button id="other">View more</button></article>
      <button id="menu">Menu</button>`;
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    window.earlyActivations = { targets: [byId('picture'), byId('menu'), byId('more')] };
    expect(earlyTappedIds('item')).toEqual(['3', '3']);
    expect(earlyTappedIds('post')).toEqual([]);

    window.earlyActivations.targets = [];
    expect(earlyTappedIds('item')).toEqual([]);
    delete window.earlyActivations;
    expect(earlyTappedIds('item')).toEqual([]);
  });
});

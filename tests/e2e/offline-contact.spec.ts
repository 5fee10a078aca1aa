import type { Page } from '@playwright/test';
import { expect, languages, ownedByApp, test, visit, waitForHydration } from './fixtures';
import { whatsAppLink } from './contact-message';
import { startSiteServer, text, waitForServiceWorker, withOfflineSupport } from './pwa-support';

test.use(withOfflineSupport);

// The contact form's translation keys (locales/*/contact.json).
const keys = {
  name: 'fields.name.label',
  country: 'fields.country.label',
  email: 'fields.email.label',
  whatsapp: 'fields.whatsapp.label',
  thoughts: 'fields.thoughts.label',
  submit: 'submit',
} as const;

const values = {
  name: 'Anna Nowak',
  country: 'Polska',
  email: 'anna@example.com',
  whatsapp: '+48 600 100 200',
  thoughts: 'Sklep z ceramiką.\nStart w maju, budżet do 20 tys. zł.',
};

/**
 * Visits the site once from its own server, until the service worker has precached it (the whole
 * site: slow on a busy machine, hence the tests' long time limits), then
 * stops the server and takes the browser offline.
 */
async function visitOnceThenGoOffline(page: Page, language: (typeof languages)[number]) {
  const server = await startSiteServer('dist');
  try {
    // Hydrating is not what this test is about: the first visit only has to install the worker.
    await visit(page, `${server.url}/`, language, { hydrate: false });
    await waitForServiceWorker(page);
  } finally {
    await server.stop();
  }
  await page.context().setOffline(true);
}

/**
 * Keeps the app from starting until window.__releaseApp() is called: a slow phone. (Offline, the
 * service worker answers from its cache, which page.route cannot hold back; so the page's module
 * loader is held instead, at the moment it adds the app's entry script.)
 */
async function holdAppStart(page: Page) {
  await page.addInitScript(() => {
    const append = Node.prototype.appendChild;
    const held: [Node, Node][] = [];
    Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
      if (node instanceof HTMLScriptElement && node.type === 'module') held.push([this, node]);
      else append.call(this, node);
      return node;
    };
    Object.defineProperty(window, '__releaseApp', {
      value: () => {
        Node.prototype.appendChild = append;
        for (const [parent, node] of held) append.call(parent, node);
      },
    });
  });
}

for (const language of languages) {
  // The form still hands the message to WhatsApp after an offline reload.
  test(`${language}: after an offline reload the contact form opens the exact wa.me link`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const label = (key: keyof typeof keys) => text(language, 'contact', keys[key]);
    await visitOnceThenGoOffline(page, language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // This test is about the app's own Send once it runs; the next one is about Send before it.
    await waitForHydration(page);

    const form = page.locator('#contact form');
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel(label('name'), { exact: true }).fill(values.name);
    await form.getByLabel(label('country'), { exact: true }).fill(values.country);
    await form.getByLabel(label('email'), { exact: true }).fill(values.email);
    await form.getByLabel(label('whatsapp'), { exact: true }).fill(values.whatsapp);
    await form.getByLabel(label('thoughts'), { exact: true }).fill(values.thoughts);

    const expected = whatsAppLink(language, values);

    // Offline the chat page itself cannot load; the request it starts carries the exact link.
    const request = context.waitForEvent('request', (r) => r.url().startsWith('https://wa.me/'));
    await form.getByRole('button', { name: label('submit') }).click();
    expect((await request).url()).toBe(expected);
  });

  test(`${language}: after an offline reload, Send pressed before the app opens the exact wa.me link`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await visitOnceThenGoOffline(page, language);
    await holdAppStart(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.reload({ waitUntil: 'commit' });

    const form = page.locator('#contact form');
    const field = (key: keyof typeof values) =>
      form.getByLabel(text(language, 'contact', keys[key]), { exact: true });
    for (const key of Object.keys(values) as (keyof typeof values)[]) {
      await field(key).fill(values[key]);
    }
    const send = form.getByRole('button', { name: text(language, 'contact', keys.submit) });
    const request = context.waitForEvent('request', (r) => r.url().startsWith('https://wa.me/'));
    await send.click();
    expect((await request).url()).toBe(whatsAppLink(language, values));
    expect(await ownedByApp(send), 'the app had not started yet').toBe(false);

    // Once the app starts (from the worker's cache) it says the message went out.
    await page.evaluate(() => (window as unknown as { __releaseApp: () => void }).__releaseApp());
    await expect(form.getByText(text(language, 'contact', 'sent'))).toBeVisible({
      timeout: 30_000,
    });
  });
}

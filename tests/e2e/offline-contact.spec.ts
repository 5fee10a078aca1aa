import { expect, languages, studioWhatsAppNumber, test, visit, waitForHydration } from './fixtures';
import { startSiteServer, text, waitForServiceWorker } from './pwa-support';

// The contact form's translation keys (locales/*/contact.json).
const keys = {
  name: 'fields.name.label',
  country: 'fields.country.label',
  email: 'fields.email.label',
  whatsapp: 'fields.whatsapp.label',
  thoughts: 'fields.thoughts.label',
  submit: 'submit',
} as const;

/** The default business number (src/config/site.ts) unless the build overrides it. */

for (const language of languages) {
  // The form still hands the message to WhatsApp after an offline reload.
  test(`${language}: after an offline reload the contact form opens the exact wa.me link`, async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const label = (key: keyof typeof keys) => text(language, 'contact', keys[key]);
    const server = await startSiteServer('dist');
    try {
      await visit(page, `${server.url}/`, language);
      await waitForServiceWorker(page);
    } finally {
      await server.stop();
    }
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await waitForHydration(page);

    const values = {
      name: 'Anna Nowak',
      country: 'Polska',
      email: 'anna@example.com',
      whatsapp: '+48 600 100 200',
      thoughts: 'Sklep z ceramiką.\nStart w maju, budżet do 20 tys. zł.',
    };
    const form = page.locator('#contact form');
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel(label('name'), { exact: true }).fill(values.name);
    await form.getByLabel(label('country'), { exact: true }).fill(values.country);
    await form.getByLabel(label('email'), { exact: true }).fill(values.email);
    await form.getByLabel(label('whatsapp'), { exact: true }).fill(values.whatsapp);
    await form.getByLabel(label('thoughts'), { exact: true }).fill(values.thoughts);

    const message = [
      `${label('name')}: ${values.name}`,
      `${label('country')}: ${values.country}`,
      `${label('email')}: ${values.email}`,
      `${label('whatsapp')}: ${values.whatsapp}`,
      '',
      `${label('thoughts')}:`,
      values.thoughts,
    ].join('\n');
    const expected = `https://wa.me/${studioWhatsAppNumber}?text=${encodeURIComponent(message)}`;

    // Offline the chat page itself cannot load; the request it starts carries the exact link.
    const request = context.waitForEvent('request', (r) => r.url().startsWith('https://wa.me/'));
    await form.getByRole('button', { name: label('submit') }).click();
    expect((await request).url()).toBe(expected);
  });
}

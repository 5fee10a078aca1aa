// Last step of `npm run build`: writes every host's configuration from site-rules.ts, with the CSP
// hashes of the inline code found in the built HTML.
//   dist/_headers, dist/_redirects   Netlify and Cloudflare Pages
//   dist/vercel.json                 Vercel (deploy the dist folder itself, see README)
//   deploy/nginx/site.conf           nginx (copy to the server, see README)
// Usage: tsx scripts/hosting/generate.ts   (env: VITE_SITE_ORIGIN, NGINX_ROOT)
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { glob } from 'tinyglobby';
import { netlifyHeaders, netlifyRedirects, nginxSiteConfig, vercelConfig } from './host-configs';
import { collectInlineHashes } from './inline-sources';
import { cacheImmutable, cacheRules, contentSecurityPolicy } from './site-rules';

const root = resolve(import.meta.dirname, '../..');
const distDir = join(root, 'dist');

/** Hosts that only know globs cache all of /assets/* and /images/* for a year: check names. */
async function checkImmutableFolders() {
  for (const rule of cacheRules.filter((r) => r.cacheControl === cacheImmutable)) {
    // A host glob's `*` matches "/" too: `/images/*` covers every folder under /images/.
    for (const hostGlob of rule.globs) {
      for (const file of await glob(`${hostGlob.slice(1)}*`, { cwd: distDir })) {
        if (!rule.test.test(`/${file}`)) {
          throw new Error(
            `/${file} would be cached for a year by ${hostGlob} but has no content hash in its name.`,
          );
        }
      }
    }
  }
}

if (!existsSync(join(distDir, 'index.html'))) throw new Error('Run the build first.');
await checkImmutableFolders();
const hashes = await collectInlineHashes(distDir);
for (const [style, files] of hashes.styleAttributeFiles) {
  console.warn(
    `hosting: style="${style}" in ${[...files].join(', ')} is allowed by its hash ('unsafe-hashes'); ` +
      'prefer a class in a CSS module.',
  );
}
const csp = contentSecurityPolicy(hashes);
// Cloudflare Pages reads at most 2,000 characters per _headers line.
if (csp.length > 1900) throw new Error(`The CSP is ${csp.length} characters long.`);

const serverName = new URL(process.env.VITE_SITE_ORIGIN || 'https://www.example.com').hostname;
const nginxRoot = process.env.NGINX_ROOT || `/var/www/${serverName}`;
const outputs = {
  'dist/_headers': netlifyHeaders(hashes),
  'dist/_redirects': netlifyRedirects(),
  'dist/vercel.json': vercelConfig(hashes),
  'deploy/nginx/site.conf': nginxSiteConfig({ serverName, root: nginxRoot, hashes }),
};
for (const [file, content] of Object.entries(outputs)) {
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), content);
  console.log(`hosting: wrote ${file}`);
}
console.log(
  `hosting: CSP allows ${hashes.scripts.length} inline script(s), ${hashes.styles.length} ` +
    `inline style(s) and ${hashes.styleAttributes.length} style attribute(s) by hash.`,
);

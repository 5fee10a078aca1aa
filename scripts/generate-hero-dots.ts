// Writes src/features/hero/hero-dots.generated.css from the seeded dots in hero-dots.ts.
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { heroDotsCss } from '../src/features/hero/hero-dots';

const target = resolve(import.meta.dirname, '../src/features/hero/hero-dots.generated.css');
await writeFile(target, heroDotsCss());
console.log(`wrote ${target}`);

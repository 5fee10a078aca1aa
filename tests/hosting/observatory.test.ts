// The HTTP Observatory's rules (observatory.ts) applied to the nginx started by global-setup.ts:
// plain HTTP redirected to HTTPS, then the final page graded. A+ with every test passing, and the
// CSP checks the scanner reports without scoring them also pass.
import { expect, inject, it } from 'vitest';
import { gradeObservatory } from './observatory';

const { ports, ca } = inject('nginx');

it('the site grades A+ by the HTTP Observatory’s rules', async () => {
  const grade = await gradeObservatory({ httpUrl: `http://127.0.0.1:${ports.redirect}/`, ca });
  for (const test of grade.tests) {
    expect(test.pass, `${test.name}: ${test.result} (${test.modifier})`).toBe(true);
  }
  expect(grade.grade, `score ${grade.score}`).toBe('A+');
  expect(grade.cspPolicy, 'the page has a CSP to check').not.toBeNull();
  for (const [name, safe] of Object.entries(grade.cspPolicy ?? {})) {
    expect(safe, `the CSP passes ${name} (not scored)`).toBe(true);
  }
});

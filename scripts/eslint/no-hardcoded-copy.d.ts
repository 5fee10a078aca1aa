import type { Rule } from 'eslint';

declare const plugin: { rules: { 'no-hardcoded-copy': Rule.RuleModule } };
export default plugin;

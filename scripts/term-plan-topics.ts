/*
 * Prints every topic of the demo term plans (site/src/server/live-classes/demo-term-plans.ts,
 * decision 094) as JSON: one entry per slug with its name, key points, the first plan that
 * teaches it (grade, subject, stream, planKey, 1-based position) and the other plans in `alsoIn`.
 * The lesson writers start from it (worked examples and class questions per topic).
 *
 * Usage: pnpm exec tsx scripts/term-plan-topics.ts > topics.json
 */
import { termPlanTopicEntries } from '../site/src/server/live-classes/demo-term-plans.ts';

process.stdout.write(`${JSON.stringify(termPlanTopicEntries(), null, 2)}\n`);

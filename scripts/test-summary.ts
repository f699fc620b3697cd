/**
 * The end of `npm test` (scripts/test.sh): each suite's time and outcome, then one closing line,
 * 'N passed, N failed' (', N skipped' only when a test was skipped, and each skipped one is named
 * above it). Tests are counted from each suite's JSON report; a step with no report (typecheck and
 * lint, the build, the first-load budget) counts as one check. Exits non-zero on any failure or
 * when nothing ran.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: Array<{assertionResults?: Array<{fullName?: string; status: string}>}>;
}

interface PlaywrightSpec {
  title: string;
  tests: Array<{status: string}>;
}

interface PlaywrightSuite {
  title: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: {expected: number; unexpected: number; flaky: number; skipped: number};
  suites?: PlaywrightSuite[];
}

const dir = process.argv[2] ?? '.test-results';
let passed = 0;
let failed = 0;
const skipped: string[] = [];

function skippedSpecs(suite: PlaywrightSuite, path: string[]): string[] {
  const here = [...path, suite.title].filter(Boolean);
  return [
    ...(suite.specs ?? [])
      .filter((spec) => spec.tests.some((one) => one.status === 'skipped'))
      .map((spec) => [...here, spec.title].join(' > ')),
    ...(suite.suites ?? []).flatMap((child) => skippedSpecs(child, here)),
  ];
}

/** Each report's failures, to hold its suite's exit code against. */
const failedIn = new Map<string, number>();
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const before = failed;
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Partial<VitestReport & PlaywrightReport>;
  if (report.stats) {
    passed += report.stats.expected;
    // Retries are off (playwright.config.ts): a test that passed only on a second try still fails here.
    failed += report.stats.unexpected + report.stats.flaky;
    skipped.push(...(report.suites ?? []).flatMap((suite) => skippedSpecs(suite, [])));
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    for (const result of report.testResults ?? []) {
      for (const assertion of result.assertionResults ?? []) {
        if (assertion.status === 'pending' || assertion.status === 'skipped' || assertion.status === 'todo')
          skipped.push(assertion.fullName ?? '(unnamed)');
      }
    }
  }
  failedIn.set(file, failed - before);
}

// Each suite's time and outcome, as scripts/test.sh noted them ('name<TAB>seconds<TAB>exit code<TAB>report or -').
const times = join(dir, 'times.tsv');
const suites = existsSync(times)
  ? readFileSync(times, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name = '', seconds = '0', status = '1', report = '-'] = line.split('\t');
        return {name, seconds: Number(seconds), ok: status === '0', report: report === '-' ? null : report};
      })
  : [];
const format = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
if (suites.length) {
  console.log('\n| suite | time | outcome |\n|---|---:|---|');
  for (const suite of suites)
    console.log(`| ${suite.name} | ${format(suite.seconds)} | ${suite.ok ? 'passed' : 'FAILED'} |`);
  console.log(`| all | ${format(suites.reduce((sum, suite) => sum + suite.seconds, 0))} | |`);
}

// A step without a report of its own (typecheck and lint, the build, the budget) is one check. A
// suite with a report that exited non-zero while its report shows no failure (a crash, a setup
// that threw) counts as one failure too, so the closing line never reads clean over a failed suite.
for (const suite of suites) {
  const failures = suite.report ? failedIn.get(suite.report) : undefined;
  if (failures === undefined) {
    if (suite.ok) passed += 1;
    else failed += 1;
  } else if (!suite.ok && failures === 0) {
    failed += 1;
  }
}

for (const name of skipped) console.log(`skipped: ${name}`);
console.log(`\n${passed} passed, ${failed} failed${skipped.length ? `, ${skipped.length} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);

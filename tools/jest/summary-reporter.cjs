// Writes the run's totals to $TEST_SUMMARY_FILE (when set) so .ci/run can add every suite
// into one `N passed, N failed` line without parsing jest's console output, and prints the
// slowest test files: CI has a 30-minute budget on 2 cores and this step is most of it.
const fs = require('node:fs');
const path = require('node:path');

const SLOWEST_SHOWN = 15;

class SummaryReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const slowest = results.testResults
      .map((suite) => ({
        file: path.relative(this.rootDir, suite.testFilePath),
        seconds: (suite.perfStats.end - suite.perfStats.start) / 1000,
      }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST_SHOWN);
    if (slowest.length > 0) {
      console.log(`slowest test files (of ${String(results.testResults.length)}):`);
      for (const { file, seconds } of slowest) {
        console.log(`${seconds.toFixed(1).padStart(8)} s  ${file}`);
      }
    }
    const file = process.env.TEST_SUMMARY_FILE;
    if (!file) return;
    // A suite that fails to load has no test results; count it as one failure.
    const failed = results.numFailedTests + results.numRuntimeErrorTestSuites;
    fs.writeFileSync(
      file,
      JSON.stringify({ runner: 'jest', passed: results.numPassedTests, failed }) + '\n',
    );
  }
}

module.exports = SummaryReporter;

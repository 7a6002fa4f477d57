// Writes the run's totals to $TEST_SUMMARY_FILE (when set) so .ci/run can add every suite
// into one `N passed, N failed` line without parsing jest's console output.
const fs = require('node:fs');

class SummaryReporter {
  onRunComplete(_contexts, results) {
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

// Jest's Node environment, telling the tests whether the running test has failed: the end-of-test screenshot is
// taken only then (the screens worth keeping from a passing test are taken by the test itself).
const { TestEnvironment } = require('jest-environment-node');

class BrowserTestEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name === 'test_start') this.global.__testFailed = false;
    if (event.name === 'test_fn_failure' || event.name === 'hook_failure') this.global.__testFailed = true;
  }
}

module.exports = BrowserTestEnvironment;

// Jest's Node environment, with the built-ins bound in the test context's script scope.
const { TestEnvironment } = require('jest-environment-node');
const { bindIntrinsics } = require('./intrinsic-bindings.cjs');

class NodeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    bindIntrinsics(this.getVmContext());
  }
}

module.exports = NodeEnvironment;

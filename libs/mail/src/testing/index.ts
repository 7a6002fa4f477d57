export * from './smtp-test-server.js';

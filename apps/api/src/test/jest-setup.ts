// Booting an embedded Postgres per test file takes several seconds on a shared machine.
jest.setTimeout(120_000);

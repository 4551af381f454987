// The test toolkit shared by every suite that runs against the emulators:
// ids and hosts, the Admin SDK, unique values, accounts, seeded data, files
// and polling. Browser code stays in tests/e2e/harness.ts.
export * from './emulators';
export * from './admin';
export * from './unique';
export * from './eventually';
export * from './users';
export * from './files';
export * from './data';
export * from './web-sdk';
